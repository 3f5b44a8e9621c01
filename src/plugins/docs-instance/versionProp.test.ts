import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {docsListedByCategoryPages, leanVersion} from './versionProp';

const version = {
  pluginId: 'default',
  version: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docsSidebars: {
    docs: [
      {type: 'link', label: 'Introduction', href: '/docs', docId: 'index'},
      {
        type: 'category',
        label: 'Canvas',
        href: '/docs/canvas',
        collapsed: true,
        collapsible: true,
        items: [
          {
            type: 'link',
            label: 'Overview',
            href: '/docs/canvas/overview',
            docId: 'canvas/overview',
          },
          {
            type: 'category',
            label: 'Filters',
            href: '/docs/canvas/filters',
            collapsed: true,
            collapsible: true,
            items: [
              {
                type: 'link',
                label: 'abs',
                href: '/docs/canvas/filters/abs',
                docId: 'canvas/filters/abs',
              },
            ],
          },
        ],
      },
    ],
  },
  docs: {
    index: {id: 'index', title: 'Introduction', description: 'Start here.', sidebar: 'docs'},
    'canvas/overview': {
      id: 'canvas/overview',
      title: 'Overview',
      description: 'What Canvas is.',
      sidebar: 'docs',
    },
    'canvas/filters/abs': {
      id: 'canvas/filters/abs',
      title: 'abs',
      description: 'Absolute value.',
      sidebar: 'docs',
    },
  },
} satisfies PropVersionMetadata;

test("moves each listed doc's entry to the page of the category that lists it", () => {
  expect(docsListedByCategoryPages(version.docsSidebars)).toEqual(
    new Map([
      ['/docs/canvas', ['canvas/overview']],
      ['/docs/canvas/filters', ['canvas/filters/abs']],
    ]),
  );
  const lean = leanVersion(version);
  expect(lean.version.docs).toEqual({});
  expect(lean.version.docsSidebars).toBe(version.docsSidebars);
  expect(lean.listedDocs).toEqual(
    new Map([
      ['/docs/canvas', {'canvas/overview': version.docs['canvas/overview']}],
      ['/docs/canvas/filters', {'canvas/filters/abs': version.docs['canvas/filters/abs']}],
    ]),
  );
});

test('a sidebar with no category pages leaves no entry anywhere', () => {
  const flat = {...version, docsSidebars: {docs: version.docsSidebars.docs.slice(0, 1)}};
  const lean = leanVersion(flat);
  expect(lean.version.docs).toEqual({});
  expect(lean.listedDocs.size).toBe(0);
});

test('a category page that lists only categories carries nothing', () => {
  const onlyCategories = {
    ...version,
    docsSidebars: {
      docs: [
        {
          type: 'category' as const,
          label: 'Canvas',
          href: '/docs/canvas',
          collapsed: true,
          collapsible: true,
          items: [
            {
              type: 'category' as const,
              label: 'Filters',
              collapsed: true,
              collapsible: true,
              items: [],
            },
          ],
        },
      ],
    },
  };
  expect(docsListedByCategoryPages(onlyCategories.docsSidebars).size).toBe(0);
});
