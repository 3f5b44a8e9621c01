import {normalizeOptions} from './index';
import {docsVersionsFromContent} from '../builtPages/loadedContent';
import {categoryPathOf, pagesFromContent} from './pages';

describe('options', () => {
  test('offline by default, index at search/index.json', () => {
    expect(normalizeOptions({})).toEqual({
      provider: {mode: 'offline'},
      indexPath: 'search/index.json',
      shardAboveHeadKb: 100,
    });
  });

  test('hosted needs all three settings', () => {
    expect(
      normalizeOptions({provider: {mode: 'hosted', appId: 'A', apiKey: 'k', indexName: 'i'}})
        .provider.mode,
    ).toBe('hosted');
    expect(() => normalizeOptions({provider: {mode: 'hosted', appId: 'A'}})).toThrow(
      /search-index plugin options/,
    );
  });

  test('rejects an index path outside the build folder', () => {
    expect(() => normalizeOptions({indexPath: '../index.json'})).toThrow();
  });
});

describe('pages', () => {
  test('docs and blog posts of every instance, without unlisted ones', () => {
    const pages = pagesFromContent({
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            {
              docs: [
                {permalink: '/docs/a', title: 'A'},
                {permalink: '/docs/u', title: 'U', unlisted: true},
              ],
            },
          ],
        },
        api: {loadedVersions: [{docs: [{permalink: '/api/admin', title: 'Admin API'}]}]},
      },
      'docusaurus-plugin-content-blog': {
        guides: {blogPosts: [{metadata: {permalink: '/guides/g', title: 'G'}}]},
        changelog: {blogPosts: [{metadata: {permalink: '/changelog/c', title: 'C'}}]},
      },
      'docusaurus-plugin-sitemap': {default: {}},
    });
    expect(pages.map((page) => page.permalink)).toEqual([
      '/api/admin',
      '/changelog/c',
      '/docs/a',
      '/guides/g',
    ]);
  });
});

describe('what a page is found by without showing it', () => {
  test('description and keywords of a doc; an endpoint by its path and its action, not its method', () => {
    const [endpoint, guide] = pagesFromContent({
      'docusaurus-plugin-content-docs': {
        api: {
          loadedVersions: [
            {
              docs: [
                {
                  id: 'console/projects/remove',
                  permalink: '/api/console/projects/remove',
                  title: 'Archive a project',
                  description: 'Archives a project.',
                  frontMatter: {api: 'DELETE /console/v1/projects/{id}'},
                },
              ],
            },
          ],
        },
      },
      'docusaurus-plugin-content-blog': {
        guides: {
          blogPosts: [
            {
              metadata: {
                permalink: '/guides/g',
                title: 'G',
                description: 'Does g.',
                frontMatter: {keywords: ['alpha', 'beta']},
              },
            },
          ],
        },
      },
    });
    expect(endpoint).toEqual({
      permalink: '/api/console/projects/remove',
      title: 'Archive a project',
      description: 'Archives a project.',
      keywords: '/console/v1/projects/{id} remove',
    });
    expect(guide).toMatchObject({description: 'Does g.', keywords: 'alpha beta'});
  });
});

describe('pages of versioned docs', () => {
  const content = (versions: {name: string; docs: string[]}[]) => ({
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: versions.map((version, index) => ({
          versionName: version.name,
          label: version.name,
          isLast: index === 0,
          docs: version.docs.map((permalink) => ({
            permalink,
            title: permalink,
            version: version.name,
          })),
        })),
      },
      api: {
        loadedVersions: [
          {
            versionName: 'current',
            docs: [{permalink: '/api/admin', title: 'Admin API', version: 'current'}],
          },
        ],
      },
    },
  });

  test('each docs page carries its version; pages outside the docs carry none', () =>
    expect(
      pagesFromContent(
        content([
          {name: '2026', docs: ['/docs/a']},
          {name: '2025', docs: ['/docs/2025/a']},
        ]),
      ),
    ).toEqual([
      {permalink: '/api/admin', title: 'Admin API'},
      {permalink: '/docs/2025/a', title: '/docs/2025/a', version: '2025'},
      {permalink: '/docs/a', title: '/docs/a', version: '2026'},
    ]));

  test('with one version, no page carries a version', () =>
    expect(pagesFromContent(content([{name: 'current', docs: ['/docs/a']}]))).toEqual([
      {permalink: '/api/admin', title: 'Admin API'},
      {permalink: '/docs/a', title: '/docs/a'},
    ]));

  test('the versions, newest first, with the latest marked', () =>
    expect(
      docsVersionsFromContent(
        content([
          {name: '2026', docs: []},
          {name: '2025', docs: []},
        ]),
      ),
    ).toEqual([
      {name: '2026', label: '2026', isLast: true},
      {name: '2025', label: '2025', isLast: false},
    ]));
});

describe('categories of versioned docs pages', () => {
  const versions = [
    {name: 'current', label: 'Next', isLast: false, path: '/docs/next'},
    {name: '2026', label: '2026', isLast: true, path: '/docs'},
    {name: '2025', label: '2025', isLast: false, path: '/docs/2025'},
  ];

  test('an older or unreleased page is grouped as its latest twin', () => {
    expect(categoryPathOf('/docs/2025/canvas/filters/slug', '2025', versions)).toBe(
      '/docs/canvas/filters/slug',
    );
    expect(categoryPathOf('/docs/next', 'current', versions)).toBe('/docs');
    expect(categoryPathOf('/docs/canvas/filters/slug', '2026', versions)).toBe(
      '/docs/canvas/filters/slug',
    );
    expect(categoryPathOf('/guides/push-a-project', undefined, versions)).toBe(
      '/guides/push-a-project',
    );
  });
});
