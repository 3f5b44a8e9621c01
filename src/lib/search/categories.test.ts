import {CATEGORY_RULES, categoryForPath} from './categories';

test.each([
  ['/docs/canvas/filters/date', 'Canvas filters'],
  ['/docs/canvas/filters', 'Canvas filters'],
  ['/docs/canvas/functions/date', 'Canvas functions'],
  ['/docs/canvas/tags/for', 'Canvas tags'],
  ['/docs/canvas/tests/divisible-by', 'Canvas tests'],
  ['/docs/canvas/variables/request', 'Canvas variables'],
  ['/docs/canvas/getting-started/overview', 'Canvas'],
  ['/docs/courier/installation/linux', 'Courier'],
  ['/docs/ai-components/getting-started', 'AI components'],
  ['/docs', 'Getting started'],
  ['/docs/intellisense', 'Getting started'],
  ['/api/admin/blogs/create', 'Admin API'],
  ['/api/console/projects/list', 'Console API'],
  ['/api/project', 'Project API'],
  ['/api/agencies/list', 'API reference'],
  ['/guides/create-a-project', 'Guides'],
  ['/changelog/2026/01/13/image-url-options', 'Changelog'],
  ['/docs/canvas/filters/', 'Canvas filters'],
])('%s is in %s', (path, category) => expect(categoryForPath(path)).toBe(category));

test('pages outside the four sections are not indexed', () => {
  expect(categoryForPath('/')).toBeNull();
  expect(categoryForPath('/search')).toBeNull();
  expect(categoryForPath('/docsearch')).toBeNull();
});

test('a more specific prefix always comes before the prefix it extends', () => {
  CATEGORY_RULES.forEach((rule, index) => {
    const later = CATEGORY_RULES.slice(index + 1).find((other) =>
      other.prefix.startsWith(`${rule.prefix}/`),
    );
    expect(later).toBeUndefined();
  });
});
