import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  chainToNodeBuiltin,
  importsOf,
  isNodeBuiltin,
  repoPath,
  resolveLocal,
  sourceFiles,
} from './importGraph';

const root = join(__dirname, '..');

describe('importsOf', () => {
  it('reads static, side-effect, re-export, dynamic and require imports', () => {
    const source = [
      "import {readFileSync} from 'node:fs';",
      "import Link from '@docusaurus/Link';",
      "import './styles.css';",
      "export {x} from './x';",
      "const lazy = import('./editor');",
      "const path = require('path');",
    ].join('\n');
    expect(importsOf(source).map(({specifier}) => specifier)).toEqual([
      'node:fs',
      '@docusaurus/Link',
      './styles.css',
      './x',
      './editor',
      'path',
    ]);
  });

  it('marks imports that compilation erases as type-only', () => {
    const source = [
      "import type {Plugin} from '@docusaurus/types';",
      "import {type A, type B} from './types';",
      "import {type C, d} from './mixed';",
      "export type {E} from './e';",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      {specifier: '@docusaurus/types', typeOnly: true},
      {specifier: './types', typeOnly: true},
      {specifier: './mixed', typeOnly: false},
      {specifier: './e', typeOnly: true},
    ]);
  });

  it('reads a multi-line import list', () => {
    expect(importsOf("import {\n  a,\n  b,\n} from 'fs/promises';")).toEqual([
      {specifier: 'fs/promises', typeOnly: false},
    ]);
  });
});

describe('isNodeBuiltin', () => {
  it.each(['fs', 'fs/promises', 'path', 'node:path', 'node:test', 'zlib', 'crypto'])(
    '%s is a Node built-in',
    (specifier) => expect(isNodeBuiltin(specifier)).toBe(true),
  );
  it.each(['react', '@docusaurus/Link', './path', 'path-browserify'])('%s is not', (specifier) =>
    expect(isNodeBuiltin(specifier)).toBe(false),
  );
});

describe('chainToNodeBuiltin', () => {
  const files: Record<string, string> = {
    'src/lib/a.ts': "import {b} from '../plugins/p/b';",
    'src/plugins/p/b.ts': "import {join} from 'node:path';\nexport const b = join;",
    'src/lib/c.ts': "import type {B} from '@site/src/plugins/p/b';",
    'src/lib/d.tsx': "import {e} from './e';",
    'src/lib/e/index.ts': "import {f} from '@site/src/lib/f';",
    'src/lib/f.ts': "import fs from 'fs';",
    'src/lib/g.ts': "import {a} from './a';\nimport {g} from './g';",
  };
  const reader = {
    read: (file: string) => files[repoPath(root, file)] ?? '',
    exists: (file: string) => repoPath(root, file) in files,
  };
  const chain = (file: string) => chainToNodeBuiltin(root, join(root, file), reader);

  it('names every step from the file to the built-in', () => {
    expect(chain('src/lib/a.ts')).toEqual(['src/lib/a.ts', 'src/plugins/p/b.ts', 'node:path']);
  });

  it('resolves folders to their index and @site/ to the repository', () => {
    expect(chain('src/lib/d.tsx')).toEqual([
      'src/lib/d.tsx',
      'src/lib/e/index.ts',
      'src/lib/f.ts',
      'fs',
    ]);
  });

  it('ignores type-only imports, which compilation erases', () => {
    expect(chain('src/lib/c.ts')).toBeUndefined();
  });

  it('survives import cycles', () => {
    expect(chain('src/lib/g.ts')).toEqual([
      'src/lib/g.ts',
      'src/lib/a.ts',
      'src/plugins/p/b.ts',
      'node:path',
    ]);
  });

  it('leaves packages alone', () => {
    expect(resolveLocal(root, join(root, 'src/lib/x.ts'), 'react')).toBeUndefined();
  });
});

/**
 * Code outside `src/plugins/` runs in the reader's browser (components, theme, hooks, the search
 * engine) or must be able to (the Canvas engine, which the playground runs in the page). Node's
 * built-in modules exist only while the site builds, so only the build-time plugins may use them.
 * Test files (`*.test.ts`, `*.test.tsx`) are exempt: Jest runs them in Node, never in a browser,
 * and they read their fixtures from disk.
 */
describe('src/ import boundaries', () => {
  const browserSide = sourceFiles(join(root, 'src')).filter((file) => {
    const path = repoPath(root, file);
    return !path.startsWith('src/plugins/') && !/\.test\.tsx?$/.test(path);
  });

  it('finds the source files it checks', () => {
    expect(browserSide.map((file) => repoPath(root, file))).toEqual(
      expect.arrayContaining(['src/canvas/render.ts', 'src/theme/Footer/index.tsx']),
    );
  });

  it('no file outside src/plugins/ reaches a Node built-in, directly or through imports', () => {
    const problems = browserSide
      .map((file) => chainToNodeBuiltin(root, file))
      .filter((chain): chain is string[] => chain !== undefined)
      .map(
        (chain) =>
          `${chain.join(' → ')}: move the code that needs Node into a plugin under src/plugins/<name>/, ` +
          'or import only what runs in a browser.',
      );
    expect(problems).toEqual([]);
  });
});

describe('build plugins and browser code never import each other', () => {
  const BROWSER = /^src\/(components|theme|pages|hooks|clientModules)\//;
  const PLUGINS = /^src\/plugins\//;
  const imports = (side: RegExp) =>
    sourceFiles(join(root, 'src'))
      .filter((file) => side.test(repoPath(root, file)) && !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        importsOf(readFileSync(file, 'utf8')).map(({specifier}) => ({
          from: repoPath(root, file),
          to: resolveLocal(root, file, specifier),
        })),
      )
      .filter((edge): edge is {from: string; to: string} => edge.to !== undefined)
      .map(({from, to}) => ({from, to: repoPath(root, to)}));

  it('finds imports on both sides', () => {
    expect(imports(BROWSER).length).toBeGreaterThan(100);
    expect(imports(PLUGINS).length).toBeGreaterThan(50);
  });

  it('no browser module imports a plugin, and no plugin imports a component, theme or page module', () => {
    const crossing = [
      ...imports(BROWSER).filter(({to}) => PLUGINS.test(to)),
      ...imports(PLUGINS).filter(({to}) => BROWSER.test(to)),
    ].map(
      ({from, to}) =>
        `${from} imports ${to}: move what both sides use (types, pure helpers) below both, into src/lib or src/data.`,
    );
    expect(crossing).toEqual([]);
  });
});
