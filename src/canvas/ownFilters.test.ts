/**
 * Three pages list the filters Canvas adds to Twig 3. The engine's registry is the source of truth
 * (filters marked `platform: true`); this test fails when a page's list and the registry differ,
 * and says which page and which names.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {filters} from './filters';

const root = join(__dirname, '..', '..');

/** Each page, and the pattern that captures its list of Canvas' own filters. */
const PAGES: ReadonlyArray<readonly [string, RegExp]> = [
  ['docs/canvas/filters/index.mdx', /Canvas has the Twig 3 filters and adds its own: (.*?)\. /],
  ['docs/canvas/getting-started/overview.md', /^- the filters (.*);$/m],
  [
    'docs/canvas/getting-started/filters-functions.md',
    /and adds (.*?)\. The \[filters reference\]/,
  ],
];

/** The filter names linked in a Markdown list: `[slug](../filters/slug.md)`, or `[slug](./slug.md)` beside them. */
export function linkedFilters(list: string): string[] {
  return [...list.matchAll(/\[(\w+)\]\((?:\.\/|[^)]*filters\/)(\w+)\.md\)/g)].map((match) => {
    if (match[1] !== match[2]) throw new Error(`"${match[0]}" links a different filter's page.`);
    return match[1] ?? '';
  });
}

const own = filters
  .filter((filter) => filter.platform)
  .map((filter) => filter.name)
  .sort();

test('each filter the registry marks as Canvas’ own has its reference page', () => {
  expect(own.length).toBeGreaterThan(0);
  for (const name of own)
    expect(existsSync(join(root, 'docs/canvas/filters', `${name}.md`))).toBe(true);
});

test('linkedFilters reads the names and rejects a link to the wrong page', () => {
  expect(linkedFilters('[cms](../functions/cms.md)')).toEqual([]);
  expect(linkedFilters('[slug](./slug.md)')).toEqual(['slug']);
  expect(linkedFilters('[slug](../filters/slug.md) and [x](./filters/x.md)')).toEqual([
    'slug',
    'x',
  ]);
  expect(() => linkedFilters('[slug](../filters/trim.md)')).toThrow(/different filter/);
});

test.each(PAGES)('%s lists exactly the filters the engine marks as its own', (page, pattern) => {
  const text = readFileSync(join(root, page), 'utf8');
  const list = pattern.exec(text)?.[1];
  if (list === undefined)
    throw new Error(`${page}: the sentence that lists Canvas' own filters is gone (${pattern}).`);
  expect({page, filters: linkedFilters(list).sort()}).toEqual({page, filters: own});
});
