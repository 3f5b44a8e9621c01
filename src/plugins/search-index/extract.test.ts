import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {cleanText, extractRecords, splitWords} from './extract';

const html = readFileSync(join(__dirname, '__fixtures__/docPage.html'), 'utf8');
const url = 'https://developers.tessera.dev/docs/canvas/filters/date';
const records = extractRecords({html, url, title: 'date', category: 'Canvas filters'});

function find(text: string) {
  const found = records.find(
    (record) =>
      (record.content ?? '').includes(text) || Object.values(record.hierarchy).includes(text),
  );
  if (!found)
    throw new Error(
      `no record holds "${text}"; records: ${JSON.stringify(records.map((record) => record.content ?? record.type))}`,
    );
  return found;
}

test('the page title is the first record, at the page URL without a hash', () => {
  expect(records[0]).toMatchObject({
    type: 'lvl1',
    url,
    content: null,
    hierarchy: {lvl0: 'Canvas filters', lvl1: 'date', lvl2: null},
  });
});

test('headings give records at their anchors, with the hierarchy above them', () => {
  expect(
    records
      .filter((record) => record.type !== 'content')
      .map((record) => [record.type, record.url.replace(url, '')]),
  ).toEqual([
    ['lvl1', ''],
    ['lvl2', '#syntax'],
    ['lvl2', '#arguments'],
    ['lvl3', '#escaping'],
    ['lvl2', '#escaping'],
  ]);
  expect(find('Escaping <script> tags').hierarchy).toMatchObject({
    lvl2: 'Arguments',
    lvl3: 'Escaping <script> tags',
  });
});

test('text blocks are content records under the nearest heading', () => {
  expect(find('Formats a date & a timestamp as text:')).toMatchObject({
    type: 'content',
    url,
    hierarchy: {lvl2: null},
  });
  expect(find('Formats a date').content).toBe(
    "Formats a date & a timestamp as text: {{ post.published_at|date('Y-m-d') }}.",
  );
  expect(find('A time zone name.')).toMatchObject({
    url: `${url}#arguments`,
    hierarchy: {lvl2: 'Arguments', lvl3: null},
  });
  expect(find('format · string · The format, such as F j, Y.').type).toBe('content');
  expect(find('First item with bold text').hierarchy.lvl3).toBe('Escaping <script> tags');
  expect(find('Nested item').url).toBe(`${url}#escaping`);
  expect(find('Loose item paragraph').type).toBe('content');
  expect(find('Dates are in UTC unless you pass a time zone.').type).toBe('content');
  expect(find('GET /projects/{id}').type).toBe('content');
  expect(find('Windows tab text').type).toBe('content');
});

test('code blocks, header, table head, hidden text, tabs, breadcrumbs, footer, hash links and scripts are left out', () => {
  const all = JSON.stringify(records);
  for (const text of [
    '{{ value|date(format) }}',
    'Name · Type',
    'Hidden text',
    'macOS',
    'Edit this page',
    'On this page',
    'Direct link',
    'not content',
    '\u200b',
    'note',
  ]) {
    expect(all).not.toContain(text);
  }
  expect(
    records.filter((record) => record.hierarchy.lvl1 === 'date' && record.type === 'lvl1'),
  ).toHaveLength(1);
});

test('never a hash for a page container', () => {
  expect(records.every((record) => !record.url.includes('__docusaurus'))).toBe(true);
  expect(find('Under a container id.').url).toBe(`${url}#escaping`);
});

test('text is kept as text (escaping happens when a hit is shown)', () => {
  expect(find('Escaping <script> tags').type).toBe('lvl3');
});

test('objectIDs are stable and unique', () => {
  const again = extractRecords({html, url, title: 'date', category: 'Canvas filters'});
  expect(again.map((record) => record.objectID)).toEqual(records.map((record) => record.objectID));
  expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  expect(records.map((record) => record.position)).toEqual(records.map((_record, index) => index));
});

test('a page without a Markdown container still has its title record', () => {
  expect(
    extractRecords({
      html: '<html><body><p>x</p></body></html>',
      url,
      title: 'T',
      category: 'Guides',
    }),
  ).toHaveLength(1);
});

test('long text is split, whitespace collapsed, zero-width characters removed', () => {
  expect(
    splitWords(Array.from({length: 250}, (_v, i) => `w${i}`).join(' '), 120).map(
      (piece) => piece.split(' ').length,
    ),
  ).toEqual([120, 120, 10]);
  expect(cleanText('  a\u200b \n b  ')).toBe('a b');
});
