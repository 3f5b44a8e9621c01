import {
  buildBreaks,
  formatBreaks,
  installBreaks,
  newestCommonCanary,
  relianceOfFile,
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
  expect(formatBreaks('4.0.0-canary-1', [])).toBe('Docusaurus 4.0.0-canary-1: no breaks.');
  expect(
    formatBreaks('4.0.0-canary-1', [
      {step: 'install', reliance: 'patch', file: 'patches/a.patch', message: 'A.'},
      {step: 'build', reliance: 'config', file: 'docusaurus.config.ts', message: 'B.'},
      {step: 'type check', reliance: 'patch', file: 'patches/b.patch', message: 'C.'},
    ]),
  ).toBe(
    [
      'Docusaurus 4.0.0-canary-1: 3 break(s)',
      '',
      'patch:',
      '  - [install] patches/a.patch: A.',
      '  - [type check] patches/b.patch: C.',
      '',
      'config:',
      '  - [build] docusaurus.config.ts: B.',
    ].join('\n'),
  );
});
