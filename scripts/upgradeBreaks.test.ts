import {
  buildBreaks,
  formatBreaks,
  installBreaks,
  newestCommonCanary,
  relianceOf,
  relianceOfFile,
  smokeBreaks,
  stepBreaks,
  typeCheckBreaks,
  unitTestBreaks,
} from './upgradeBreaks';

it('picks the newest 4.0.0 canary that every package has', () => {
  expect(
    newestCommonCanary({
      '@docusaurus/core': ['3.10.2', '4.0.0-canary-6790', '4.0.0-canary-6808', '4.0.0-canary-6822'],
      '@docusaurus/faster': ['3.10.2', '4.0.0-canary-6808', '4.0.0-canary-6790'],
    }),
  ).toBe('4.0.0-canary-6808');
  expect(newestCommonCanary({'@docusaurus/core': ['3.10.2']})).toBeUndefined();
  // Numeric, not alphabetical: 10000 is newer than 9999.
  expect(newestCommonCanary({a: ['4.0.0-canary-9999', '4.0.0-canary-10000']})).toBe(
    '4.0.0-canary-10000',
  );
});

it('names the reliance a site file stands for', () => {
  expect(relianceOfFile('src/theme/Footer/index.tsx')).toBe('swizzle');
  expect(relianceOfFile('patches/@docusaurus+core+3.10.2.patch')).toBe('patch');
  expect(relianceOfFile('src/plugins/scripts-after-paint/ssrTemplate.ts')).toBe('page template');
  expect(relianceOfFile('src/plugins/openapi/index.ts')).toBe('plugin API');
  expect(relianceOfFile('docusaurus.config.ts')).toBe('config');
  expect(relianceOfFile('sidebarsApi.ts')).toBe('config');
  expect(relianceOfFile('package.json')).toBe('dependency peer range');
  expect(relianceOfFile('src/lib/search/engine.ts')).toBe('unclassified');
});

it('puts messages about the installed dependencies on the dependencies, whatever file shows them', () => {
  const test = 'src/theme/TOC/index.test.tsx';
  expect(
    relianceOf(test, "Module '\"@testing-library/react\"' has no exported member 'screen'."),
  ).toBe('dependency peer range');
  expect(
    relianceOf(
      test,
      "Cannot find module '@testing-library/dom' from 'node_modules/@testing-library/react/dist/pure.js'",
    ),
  ).toBe('dependency peer range');
  expect(relianceOf(test, "Cannot find module './Toc' from 'src/theme/TOC/index.tsx'")).toBe(
    'swizzle',
  );
  expect(
    buildBreaks(
      "[ERROR] Error: Unable to build website for locale en.\n  [cause]: Error: Cannot mix different versions of joi schemas\n    path: 'id'",
    ),
  ).toEqual([
    {
      step: 'build',
      reliance: 'dependency peer range',
      file: 'package.json',
      message: 'Cannot mix different versions of joi schemas',
    },
  ]);
});

it('finds a patch that no longer applies and a refused peer range in the install output', () => {
  const output = [
    'npm error code ERESOLVE',
    'npm error ERESOLVE unable to resolve dependency tree',
    'npm error Could not resolve dependency:',
    'npm error peer @docusaurus/theme-common@"^2 || ^3" from @easyops-cn/docusaurus-search-local@0.55.3',
    '**ERROR** Failed to apply patch for package @docusaurus/core at path',
    '    patches/@docusaurus+core+3.10.2.patch',
  ].join('\n');
  expect(installBreaks(output)).toEqual([
    {
      step: 'install',
      reliance: 'patch',
      file: 'patches/@docusaurus+core+3.10.2.patch',
      message: 'The patch for @docusaurus/core no longer applies (patch-package).',
    },
    {
      step: 'install',
      reliance: 'dependency peer range',
      file: 'package.json',
      message:
        '@easyops-cn/docusaurus-search-local@0.55.3 accepts @docusaurus/theme-common@"^2 || ^3" only; installed with --legacy-peer-deps.',
    },
  ]);
  expect(installBreaks('added 1500 packages')).toEqual([]);
});

it('gives one type-check break per file, with its first error', () => {
  const output = [
    "src/plugins/openapi/index.ts(30,19): error TS2345: Argument of type 'ObjectSchema<PluginOptions>' is not assignable.",
    'src/plugins/openapi/index.ts(31,1): error TS2322: Another.',
    "src/theme/Footer/index.tsx(3,8): error TS2307: Cannot find module '@theme-original/Footer'.",
  ].join('\n');
  expect(typeCheckBreaks(output)).toEqual([
    {
      step: 'type check',
      reliance: 'plugin API',
      file: 'src/plugins/openapi/index.ts',
      message: "TS2345: Argument of type 'ObjectSchema<PluginOptions>' is not assignable.",
    },
    {
      step: 'type check',
      reliance: 'swizzle',
      file: 'src/theme/Footer/index.tsx',
      message: "TS2307: Cannot find module '@theme-original/Footer'.",
    },
  ]);
});

it('gives one unit-test break per failing test file', () => {
  const output = [
    'PASS src/lib/x.test.ts',
    'FAIL src/theme/Footer/index.test.tsx',
    '  ● the footer › renders',
    '',
    '    expect(received).toBe(expected)',
    'Summary of all failing tests',
    'FAIL src/theme/Footer/index.test.tsx',
  ].join('\n');
  expect(unitTestBreaks(output)).toEqual([
    {
      step: 'unit tests',
      reliance: 'swizzle',
      file: 'src/theme/Footer/index.test.tsx',
      message: 'expect(received).toBe(expected)',
    },
  ]);
});

it("classifies the build's stop by a guard's message, the runtime, or the file named", () => {
  expect(
    buildBreaks(
      '[ERROR] Error: Page template: a Docusaurus upgrade changed what src/plugins/scripts-after-paint/ssrTemplate.ts relies on. Expected x, found a number. See UPGRADING.md ("Page template").',
    ),
  ).toEqual([
    {
      step: 'build',
      reliance: 'page template',
      file: 'src/plugins/scripts-after-paint/ssrTemplate.ts',
      message: 'Page template: Expected x, found a number. See UPGRADING.md ("Page template").',
    },
  ]);
  expect(
    buildBreaks(
      'Page template: the Docusaurus page template no longer has its deferred entry scripts',
    )[0],
  ).toMatchObject({
    reliance: 'page template',
    file: 'src/plugins/scripts-after-paint/ssrTemplate.ts',
  });
  expect(
    buildBreaks('[ERROR] TypeError: RegExp.escape is not a function\n    at x')[0],
  ).toMatchObject({
    reliance: 'runtime',
    message: 'RegExp.escape is not a function',
  });
  expect(
    buildBreaks(
      '[ERROR] TypeError: template.split is not a function\n    at scriptsAfterPaintTemplate (/tmp/x/src/plugins/scripts-after-paint/ssrTemplate.ts:24:26)',
    )[0],
  ).toMatchObject({
    reliance: 'page template',
    file: 'src/plugins/scripts-after-paint/ssrTemplate.ts',
    message: 'template.split is not a function',
  });
});

it('prints the breaks grouped by reliance, or says there are none', () => {
  expect(formatBreaks('4.0.0-canary-1', [])).toBe('Docusaurus 4.0.0-canary-1: 0 break(s)');
  expect(
    formatBreaks('4.0.0-canary-1', [
      {step: 'install', reliance: 'patch', file: 'patches/a.patch', message: 'A.'},
      {step: 'build', reliance: 'config', file: 'docusaurus.config.ts', message: 'B.'},
      {step: 'type check', reliance: 'patch', file: 'patches/b.patch', message: 'C.'},
      {step: 'type check', reliance: 'patch', file: 'patches/c.patch', message: 'C.'},
    ]),
  ).toBe(
    [
      'Docusaurus 4.0.0-canary-1: 4 break(s)',
      '',
      'patch:',
      '  - [install] patches/a.patch: A.',
      '  - [type check] 2 files: patches/b.patch, patches/c.patch: C.',
      '',
      'config:',
      '  - [build] docusaurus.config.ts: B.',
    ].join('\n'),
  );
});

it('keeps a failed step whose output no rule recognises, with its last words', () => {
  const found = typeCheckBreaks('src/theme/A.tsx(1,1): error TS1: x.');
  expect(stepBreaks('type check', false, found, '')).toEqual(found);
  expect(stepBreaks('type check', true, [], 'fine')).toEqual([]);
  expect(
    stepBreaks('type check', false, [], 'one\ntwo\nthree\nFATAL ERROR: heap out of memory'),
  ).toEqual([
    {
      step: 'type check',
      reliance: 'unclassified',
      file: '',
      message: 'two three FATAL ERROR: heap out of memory',
    },
  ]);
});

test('a failing smoke test is a break naming its file and title; a passing one is not', () => {
  const output = [
    'Running 3 tests using 1 worker',
    '  ✓  1 e2e/runtime-smoke.ts:20:3 › a docs page renders (1.2s)',
    '  ✘  2 e2e/runtime-smoke.ts:31:3 › search answers a query (10.4s)',
    '  ✘  3 e2e/runtime-smoke.ts:44:3 › Try it renders (823ms)',
  ].join('\n');
  expect(smokeBreaks(output)).toEqual([
    {
      step: 'browser smoke',
      reliance: 'unclassified',
      file: 'e2e/runtime-smoke.ts',
      message: '"search answers a query" failed',
    },
    {
      step: 'browser smoke',
      reliance: 'unclassified',
      file: 'e2e/runtime-smoke.ts',
      message: '"Try it renders" failed',
    },
  ]);
});
