import {join} from 'node:path';
import {
  chainToNodeBuiltin,
  folderCycles,
  type ImportEdge,
  importsOf,
  isNodeBuiltin,
  LAYERS,
  layerOf,
  layerRuleBroken,
  localImports,
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

describe('layerRuleBroken', () => {
  it.each([
    ['src/lib/a.ts', 'src/data/b.ts'],
    ['src/canvas/a.ts', 'src/lib/b.ts'],
    ['src/lib/a.ts', 'src/canvas/worker/b.ts'],
    ['src/plugins/p/a.ts', 'src/lib/b.ts'],
    ['src/plugins/p/a.ts', 'src/plugins/q/b.ts'],
    ['src/theme/A/index.tsx', 'src/components/B/index.tsx'],
    ['src/pages/a.tsx', 'src/hooks/b.ts'],
    ['e2e/a.spec.ts', 'scripts/b.ts'],
    ['mcp/a.ts', 'src/plugins/p/b.ts'],
    ['docusaurus.config.ts', 'src/plugins/p/index.ts'],
  ])('%s may import %s', (from, to) => expect(layerRuleBroken(from, to)).toBeUndefined());

  it.each([
    ['src/data/a.ts', 'src/lib/b.ts', 'data (src/data) sits below pure functions (src/lib)'],
    ['src/lib/a.ts', 'src/plugins/p/b.ts', 'pure functions (src/lib) sits below build plugins'],
    ['src/canvas/a.ts', 'src/components/B/index.tsx', 'sits below browser (src/components)'],
    ['src/components/A/index.tsx', 'src/plugins/p/b.ts', 'browser and build plugins never'],
    ['src/plugins/p/a.ts', 'src/theme/B/index.tsx', 'build plugins and browser never'],
    ['src/hooks/a.ts', 'mcp/b.ts', 'browser (src/hooks) sits below tools (mcp)'],
    ['src/lib/a.ts', 'src/test/setup.ts', 'below tools (src/test)'],
  ])('%s may not import %s', (from, to, rule) => {
    expect(layerRuleBroken(from, to)).toContain(rule);
  });

  it('names the folders the importing one may use', () => {
    expect(layerRuleBroken('src/plugins/p/a.ts', 'src/components/B/index.tsx')).toBe(
      'build plugins and browser never import each other: ' +
        'src/plugins may import only src/plugins, src/data, src/lib, src/canvas',
    );
  });
});

describe('folderCycles', () => {
  it('finds a loop between folders once, with an import for each step', () => {
    const cycles = folderCycles([
      {from: 'src/lib/a.ts', to: 'src/canvas/b.ts'},
      {from: 'src/canvas/b.ts', to: 'src/data/c.ts'},
      {from: 'src/data/c.ts', to: 'src/lib/d.ts'},
      {from: 'src/lib/a.ts', to: 'src/lib/d.ts'},
    ]);
    expect(cycles).toEqual([
      {
        folders: ['src/canvas', 'src/data', 'src/lib', 'src/canvas'],
        imports: [
          {from: 'src/canvas/b.ts', to: 'src/data/c.ts'},
          {from: 'src/data/c.ts', to: 'src/lib/d.ts'},
          {from: 'src/lib/a.ts', to: 'src/canvas/b.ts'},
        ],
      },
    ]);
  });

  it('finds none where imports go one way', () => {
    expect(
      folderCycles([
        {from: 'src/lib/a.ts', to: 'src/canvas/b.ts'},
        {from: 'src/components/a.tsx', to: 'src/lib/a.ts'},
      ]),
    ).toEqual([]);
  });
});

/**
 * The layer order over the whole repository (ARCHITECTURE.md draws it). Test files are exempt: Jest runs
 * them in Node, and a test may check one layer against another (a page's twin against its component).
 */
describe('the layer order', () => {
  const folders = ['src', 'mcp', 'mock', 'scripts', 'bench', 'e2e'];
  const code = (files: readonly string[]) =>
    files.filter((file) => !/\.test\.tsx?$/.test(file) && !/\.d\.ts$/.test(file));
  const edges = localImports(
    root,
    code(folders.flatMap((folder) => sourceFiles(join(root, folder)))),
  );
  const problems = (found: readonly ImportEdge[]) =>
    found.flatMap(({from, to}) => {
      const rule = layerRuleBroken(from, to);
      return rule === undefined ? [] : [`${from} imports ${to}: ${rule}`];
    });

  it('reads imports in every layer', () => {
    const layers = new Set(edges.map(({from}) => layerOf(from)));
    expect([...layers].sort()).toEqual(Object.keys(LAYERS).sort());
    expect(edges.length).toBeGreaterThan(500);
  });

  it('fails on a planted wrong import, naming it and the rule it breaks', () => {
    const files: Record<string, string> = {
      'src/components/Planted/index.tsx':
        "import {extractPage} from '@site/src/plugins/search-index/extract';",
      'src/plugins/search-index/extract.ts': 'export const extractPage = 1;',
    };
    const planted = localImports(root, [join(root, 'src/components/Planted/index.tsx')], {
      read: (file) => files[repoPath(root, file)] ?? '',
      exists: (file) => repoPath(root, file) in files,
    });
    expect(problems([...edges, ...planted])).toEqual([
      'src/components/Planted/index.tsx imports src/plugins/search-index/extract.ts: ' +
        'browser and build plugins never import each other: src/components may import only ' +
        'src/components, src/theme, src/pages, src/hooks, src/clientModules, src/data, src/lib, src/canvas',
    ]);
  });

  it('every import goes to a layer below, or within a layer where it may', () => {
    expect(problems(edges)).toEqual([]);
  });

  it('no folders import each other in a loop', () => {
    const loops = folderCycles(edges).map(
      ({folders: loop, imports}) =>
        `${loop.join(' → ')}: ${imports.map(({from, to}) => `${from} imports ${to}`).join('; ')}. ` +
        'Move what both need into the lower folder.',
    );
    expect(loops).toEqual([]);
  });
});
