import {
  firstLoadWeight,
  leafPaths,
  navigationWeight,
  overBudget,
  parseRoutesModule,
  routeChain,
  type BuildRecords,
} from './pageWeight';

const routesModule = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/docs',
    component: ComponentCreator('/docs', {"__comp":"root"}),
    routes: [
      {path: '/docs/small', component: ComponentCreator('/docs/small', {"__comp":"item","content":"small"}), exact: true},
      {path: '/docs/huge', component: ComponentCreator('/docs/huge', {"__comp":"item","content":"huge"}), exact: true},
    ],
  },
  {path: '*', component: ComponentCreator('*')},
];`;

const sizes: Record<string, number> = {
  'runtime.js': 10_000,
  'main.js': 150_000,
  'root.js': 5_000,
  'small.js': 3_000,
  'huge.js': 200_000,
};

const records: BuildRecords = {
  routes: parseRoutesModule(routesModule),
  manifest: {
    entrypoints: ['main'],
    origins: {main: ['1', '2'], root: ['3'], item: ['3'], small: ['4'], huge: ['5']},
    assets: {
      '1': {js: [{file: 'runtime.js'}]},
      '2': {js: [{file: 'main.js'}]},
      '3': {js: [{file: 'root.js'}]},
      '4': {js: [{file: 'small.js'}]},
      '5': {js: [{file: 'huge.js'}]},
    },
  },
  gzipBytes: (file) => sizes[file] ?? 0,
};

describe('page weight from the build records', () => {
  test('matches the route chain, layout routes first', () => {
    expect(routeChain(records.routes, '/docs/small').map((route) => route.chunkNames)).toEqual([
      {__comp: 'root'},
      {__comp: 'item', content: 'small'},
    ]);
    expect(leafPaths(records.routes)).toEqual(['/docs/small', '/docs/huge']);
  });

  test("stops on Docusaurus' own route form, whose chunk names are not in routes.js", () => {
    const stockModule = routesModule.replace(
      `'/docs/small', {"__comp":"item","content":"small"}`,
      `'/docs/small', 'b2'`,
    );
    expect(() => parseRoutesModule(stockModule)).toThrow(
      'routes.js gives the route /docs/small a hash, not its chunk names: is the @docusaurus/core patch applied?',
    );
  });

  test('counts the entry files and every chunk of the chain once', () => {
    expect(firstLoadWeight(records, '/docs/small')).toEqual({
      path: '/docs/small',
      files: ['main.js', 'root.js', 'runtime.js', 'small.js'],
      gzip: 168_000,
    });
  });

  test('a navigation counts only the chunks the current page has not loaded', () => {
    expect(navigationWeight(records, '/docs/small', '/docs/huge').files).toEqual(['huge.js']);
  });

  test('fails a deliberately oversized page with its path and figure', () => {
    const weights = ['/docs/small', '/docs/huge'].map((path) => firstLoadWeight(records, path));
    expect(overBudget(weights, 190 * 1024, 'first-load JS')).toEqual([
      '/docs/huge: first-load JS is 356.4 KB gzip, over the 190.0 KB budget (4 files)',
    ]);
  });

  test('refuses a path no route matches', () => {
    const noCatchAll = {...records, routes: records.routes.slice(0, 1)};
    expect(() => firstLoadWeight(noCatchAll, '/blog')).toThrow(
      'No route of the build matches /blog.',
    );
  });
});
