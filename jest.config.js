/** Unit and component tests: TypeScript through SWC; end-to-end specs (e2e/) run in Playwright instead. */
/** @type {import('jest').Config} */
module.exports = {
  testMatch: [
    '<rootDir>/src/**/*.test.ts?(x)',
    '<rootDir>/scripts/**/*.test.ts',
    '<rootDir>/e2e/support/**/*.test.ts',
    '<rootDir>/mcp/**/*.test.ts',
    '<rootDir>/mock/**/*.test.ts',
    '<rootDir>/bench/**/*.test.ts',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/build/', '/e2e/[^/]+\\.spec\\.ts$'],
  transform: {
    // The .mjs scripts too: the runtime check (scripts/node24.mjs) runs before any install, as plain JS.
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: {syntax: 'typescript', tsx: true},
          transform: {react: {runtime: 'automatic'}},
        },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  moduleNameMapper: {
    '\\.(css|scss)$': '<rootDir>/src/test/styleMock.js',
    '^@site/(.*)$': '<rootDir>/$1',
    // Docusaurus' client modules that shared components use, as a hydrated page sees them.
    '^@docusaurus/(useIsBrowser|ExecutionEnvironment|router|Translate)$':
      '<rootDir>/src/test/docusaurus/$1.ts',
    '^@docusaurus/Link$': '<rootDir>/src/test/docusaurus/Link.tsx',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  // Jest keeps one core for itself by default, which on a 2-core machine is half of it idle:
  // one worker per core ran the suite in 32-35 s against 53-55 s, with no transform cache.
  maxWorkers: '100%',
  // A worker is recycled past 512 MB: its heap otherwise grows past 1 GB over the suite's files.
  // The suite took the same time (82.5 s against 83.4 s), with 810 MB at most where it was 1.3 GB.
  workerIdleMemoryLimit: '512MB',
  // A worker that has finished still takes a while to end (no handle is left open and its exit
  // event comes within 5 ms, but the process lives on): past the 500 ms Jest waits by default on a
  // busy 2-core machine, which Jest then reports as a leak ("failed to exit gracefully").
  workerGracefulExitTimeout: 3000,
};
