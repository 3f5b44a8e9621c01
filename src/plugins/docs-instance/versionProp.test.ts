import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {docsListedByCategoryPages, withUsedDescriptions} from './versionProp';

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

test('keeps the descriptions of the docs a category page lists, and drops the rest', () => {
  expect(docsListedByCategoryPages(version.docsSidebars)).toEqual(
    new Set(['canvas/overview', 'canvas/filters/abs']),
  );
  const lean = withUsedDescriptions(version);
  expect(lean.docs['canvas/overview']?.description).toBe('What Canvas is.');
  expect(lean.docs['canvas/filters/abs']?.description).toBe('Absolute value.');
  expect(lean.docs.index).toEqual({id: 'index', title: 'Introduction', sidebar: 'docs'});
  expect(lean.docsSidebars).toBe(version.docsSidebars);
});

test('a sidebar with no category pages keeps no description', () => {
  const flat = {...version, docsSidebars: {docs: version.docsSidebars.docs.slice(0, 1)}};
  const kept = Object.values(withUsedDescriptions(flat).docs).filter((doc) => 'description' in doc);
  expect(kept).toEqual([]);
});
