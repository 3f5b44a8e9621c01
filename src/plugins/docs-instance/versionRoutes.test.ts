import type {RouteConfig} from '@docusaurus/types';
import {expectVersionRoutes, leanVersionRoutes} from './versionRoutes';

const doc = (description: string) => ({id: 'x', title: 'X', description, sidebar: 'docs'});

const versionProps = {
  version: {
    version: 'current',
    docsSidebars: {docs: []},
    docs: {a: doc('A'), b: doc('B')},
  },
};

const tree = (props: Record<string, unknown>): RouteConfig => ({
  path: '/docs',
  component: '@theme/DocsRoot',
  routes: [{path: '/docs', component: '@theme/DocVersionRoot', props, routes: []}],
});

it("leans the version route nested in the plugin's root route", () => {
  const lean = leanVersionRoutes(tree(versionProps));
  expect(lean.versionRoutes).toBe(1);
  const version = (lean.route.routes?.[0]?.props as typeof versionProps).version;
  // No category page lists a or b, so their descriptions are dropped.
  expect(version.docs).toEqual({
    a: {id: 'x', title: 'X', sidebar: 'docs'},
    b: {id: 'x', title: 'X', sidebar: 'docs'},
  });
  expect(() => expectVersionRoutes([lean])).not.toThrow();
});

it('stops the build naming the reliance when the version props change shape', () => {
  const moved = leanVersionRoutes(tree({versionMetadata: versionProps.version}));
  expect(moved.versionRoutes).toBe(0);
  expect(() => expectVersionRoutes([moved])).toThrow(
    /^Route shapes: .*src\/plugins\/docs-instance\/versionRoutes\.ts relies on\. .*See UPGRADING\.md \("Route shapes"\)\.$/,
  );
  expect(() => expectVersionRoutes([])).not.toThrow();
});
