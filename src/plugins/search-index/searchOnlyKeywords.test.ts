import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {createSearchOnlyKeywordsParser, sourceKeywords} from './searchOnlyKeywords';
import {keywordsOf} from './pages';

const parsed =
  (frontMatter: Record<string, unknown>): ParseFrontMatter =>
  () =>
    Promise.resolve({frontMatter, content: 'text'});
const params = {} as Parameters<ParseFrontMatter>[0];

test('pages carry no keywords; every other field stays', async () => {
  const parse = createSearchOnlyKeywordsParser(parsed({title: 'slug', keywords: ['URL-friendly']}));
  expect(await parse(params)).toEqual({frontMatter: {title: 'slug'}, content: 'text'});
  const none = createSearchOnlyKeywordsParser(parsed({title: 'date'}));
  expect((await none(params)).frontMatter).toEqual({title: 'date'});
});

test("the index reads a page's keywords from its file", () => {
  const site = mkdtempSync(join(tmpdir(), 'site with space '));
  mkdirSync(join(site, 'docs'));
  writeFileSync(
    join(site, 'docs/slug.md'),
    '---\ntitle: slug\nkeywords: [URL-friendly, permalink]\n---\n\nText.\n',
  );
  const read = sourceKeywords(site);
  expect(read('@site/docs/slug.md')).toEqual(['URL-friendly', 'permalink']);
  expect(read(undefined)).toBeUndefined();
  expect(keywordsOf({source: '@site/docs/slug.md', frontMatter: {}}, read)).toBe(
    'URL-friendly permalink',
  );
});

test('an entry that announces a breaking API change is found by "breaking change"', () => {
  const links = [['id', 'admin', 'removed', 'X-Tessera-Signature', true]];
  expect(keywordsOf({frontMatter: {keywords: ['timestamp'], apiChangeLinks: links}})).toBe(
    'timestamp breaking change',
  );
  expect(
    keywordsOf({frontMatter: {apiChangeLinks: [['id', 'admin', 'added', 'Menus']]}}),
  ).toBeUndefined();
});
