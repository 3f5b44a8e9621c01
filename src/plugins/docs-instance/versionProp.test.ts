import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {docsShownAsCards, withUsedDescriptions} from './versionProp';

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

test('keeps the descriptions of the docs a generated index shows as cards', () => {
  expect(docsShownAsCards(version.docsSidebars, new Set(['/docs/canvas']))).toEqual(
    new Set(['canvas/overview']),
  );
  const lean = withUsedDescriptions(version, new Set(['/docs/canvas']));
  expect(lean.docs['canvas/overview']?.description).toBe('What Canvas is.');
  expect(lean.docs['canvas/filters/abs']).toEqual({
    id: 'canvas/filters/abs',
    title: 'abs',
    sidebar: 'docs',
  });
  expect(lean.docs.index).not.toHaveProperty('description');
  expect(lean.docsSidebars).toBe(version.docsSidebars);
});

test('drops every description when the version has no generated index', () => {
  const lean = withUsedDescriptions(version, new Set());
  expect(Object.values(lean.docs).some((doc) => 'description' in doc)).toBe(false);
});
