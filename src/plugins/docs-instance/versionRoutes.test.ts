import type {RouteConfig} from '@docusaurus/types';
import {expectVersionRoutes, leanVersionRoutes} from './versionRoutes';

const doc = (id: string, description: string) => ({id, title: id, description, sidebar: 'docs'});

const versionProps = {
  version: {
    version: 'current',
    docsSidebars: {
      docs: [
        {
          type: 'category',
          label: 'Filters',
          href: '/docs/filters',
          collapsed: true,
          collapsible: true,
          items: [{type: 'link', label: 'abs', href: '/docs/filters/abs', docId: 'filters/abs'}],
        },
      ],
    },
    docs: {'filters/abs': doc('filters/abs', 'A'), intro: doc('intro', 'B')},
  },
};

const page = (path: string): RouteConfig => ({
  path,
  component: '@theme/DocItem',
  exact: true,
  modules: {content: `@site/docs${path}.md`},
});

const tree = (props: Record<string, unknown>): RouteConfig => ({
  path: '/docs',
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/docs',
      component: '@theme/DocVersionRoot',
      props,
      routes: [
        {
          path: '/docs',
          component: '@theme/DocRoot',
          routes: [page('/docs/filters'), page('/docs/filters/abs'), page('/docs/intro')],
        },
      ],
    },
  ],
});

it("empties the version's docs and gives each category page its own", () => {
  const lean = leanVersionRoutes(tree(versionProps));
  expect(lean.versionRoutes).toBe(1);
  const versionRoute = lean.route.routes?.[0];
  expect((versionRoute?.props as typeof versionProps).version.docs).toEqual({});
  const pages = versionRoute?.routes?.[0]?.routes ?? [];
  expect(pages.map((route) => route.props)).toEqual([
    {listedDocs: {'filters/abs': doc('filters/abs', 'A')}},
    undefined,
    undefined,
  ]);
  // The rest of each route is the plugin's own.
  expect(pages[0]).toMatchObject(page('/docs/filters'));
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
