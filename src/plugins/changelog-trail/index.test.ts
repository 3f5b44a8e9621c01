import type {AllContent} from '@docusaurus/types';
import changelogTrail, {trailProblems} from './index';

function site(pages: unknown): AllContent {
  return {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {docs: [{id: 'canvas/filters/slug'}, {id: 'canvas/filters/deprecated'}]},
          {docs: [{id: 'canvas/functions/cms_quote'}]},
        ],
      },
      api: {loadedVersions: [{docs: [{id: 'console/domains/search'}]}]},
    },
    'docusaurus-plugin-content-blog': {
      changelog: {
        blogPosts: [
          {
            metadata: {
              source: '@site/changelog/2025-10-28-reading-time-and-slug-filters.md',
              frontMatter: {title: 'x', pages},
            },
          },
        ],
      },
    },
  };
}

test('ids of any docs version and of the API reference pass', () =>
  expect(
    trailProblems(
      site({
        added: ['canvas/filters/slug', 'canvas/functions/cms_quote', 'api:console/domains/search'],
        deprecated: ['canvas/filters/deprecated#image_resize'],
      }),
    ),
  ).toEqual([]));

test('a bad id names the entry file and the id', () =>
  expect(trailProblems(site({added: ['canvas/filters/slugs']}))).toEqual([
    'changelog/2025-10-28-reading-time-and-slug-filters.md: "pages.added" names "canvas/filters/slugs", which is no page of the docs.',
  ]));

test('a malformed field names the entry file and the field', () =>
  expect(trailProblems(site(['canvas/filters/slug']))).toEqual([
    expect.stringContaining(
      'changelog/2025-10-28-reading-time-and-slug-filters.md: frontmatter field "pages" is not a map',
    ),
  ]));

test('the plugin fails the build on a bad id', () => {
  const plugin = changelogTrail({} as never);
  expect(() =>
    plugin.allContentLoaded?.({
      allContent: site({changed: ['api:console/domains/serch']}),
      actions: {} as never,
    }),
  ).toThrow(
    /changelog\/2025-10-28-reading-time-and-slug-filters\.md: "pages\.changed" names "api:console\/domains\/serch", which is no page of the API reference/,
  );
});
