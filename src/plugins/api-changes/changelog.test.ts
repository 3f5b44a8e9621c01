/**
 * The API changes and the changelog agree: every entry tagged with an API has rows of that API
 * linking back to it, every API page an entry declares added or changed has its row, and the
 * page's rows, the feed's items and the entries' links are the same set.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {findEndpoint} from '../../data/api';
import {apiChanges} from '../../data/api/history';
import {changeHref, endpointNotes, entryChangeLinks} from '../../data/api/history/notes';
import type {ApiId} from '../../data/api/types';
import {frontMatterOf} from '../../data/frontMatter';
import {readChangelog} from '../changelog-trail/entries';
import {changesFeed} from './feed';
import {historyFields, LINKS_FIELD, NOTES_FIELD} from './frontMatter';
import {BREAKING_KEYWORD, keywordsWithBreaking} from '../../data/api/history/breakingKeyword';
import {changeRowViews} from '.';

const siteDir = join(__dirname, '..', '..', '..');
const entries = readChangelog(siteDir);
const API_TAGS: Readonly<Record<string, ApiId>> = {
  'console-api': 'console',
  'admin-api': 'admin',
  'project-api': 'project',
};

const announcing = entries.flatMap((entry) => {
  const tags = frontMatterOf(readFileSync(join(siteDir, entry.file), 'utf8')).tags;
  const apis = (Array.isArray(tags) ? tags : []).flatMap((tag) => API_TAGS[String(tag)] ?? []);
  return apis.length > 0 ? [{entry, apis}] : [];
});

test('the changelog announces API changes in several entries', () => {
  expect(announcing.length).toBeGreaterThanOrEqual(9);
});

describe.each(announcing.map(({entry, apis}) => [entry.file, entry, apis] as const))(
  '%s',
  (_file, entry, apis) => {
    const rows = apiChanges.filter((row) => row.entry.file === entry.file);

    test.each(apis)('has rows of the %s API that link back to it', (api) => {
      const own = rows.filter((row) => row.api === api);
      expect(own.length).toBeGreaterThan(0);
      for (const row of own)
        expect(row.entry).toMatchObject({permalink: entry.permalink, title: entry.title});
    });

    test('every API page it declares added or changed has its row', () => {
      for (const declaration of entry.declarations.filter((item) => item.instance === 'api')) {
        const row = rows.find(
          (candidate) =>
            candidate.endpoint !== undefined &&
            findEndpoint(candidate.endpoint)?.docId === declaration.docId,
        );
        // Added pages have an added row; changed, deprecated or removed ones any other.
        expect({
          page: declaration.written,
          added: row?.kind === 'added',
          found: row !== undefined,
        }).toEqual({
          page: declaration.written,
          added: declaration.kind === 'added',
          found: true,
        });
      }
    });

    test('links to each of its rows, which the page and the feed list', () => {
      const links = historyFields(entry.file, apiChanges)[LINKS_FIELD];
      expect(links).toEqual(entryChangeLinks(apiChanges, entry.file));
      expect((links as unknown[]).length).toBe(rows.length);
    });
  },
);

test('no row links to an entry that announces no API change', () => {
  const files = new Set(announcing.map(({entry}) => entry.file));
  expect(apiChanges.filter((row) => !files.has(row.entry.file))).toEqual([]);
});

test('the page lists every row, newest first, and the feed has an item for each', () => {
  const views = changeRowViews();
  expect(views.map((view) => view.id)).toEqual(apiChanges.map((row) => row.id));
  expect([...views.map((view) => view.date)]).toEqual(
    [...views.map((view) => view.date)].sort().reverse(),
  );
  const rss = changesFeed(views, 'https://developers.tessera.dev').rss2();
  for (const row of apiChanges)
    expect(rss).toContain(`<link>https://developers.tessera.dev${changeHref(row)}</link>`);
  expect(rss.match(/<item>/g)).toHaveLength(apiChanges.length);
});

describe('endpoint notes', () => {
  test.each([
    [
      'api/console/projects/archived.mdx',
      'console.projects.archived',
      [{label: 'New in', date: '2026-04-21'}],
    ],
    [
      'api/console/projects/remove.mdx',
      'console.projects.remove',
      [{label: 'Changed in', date: '2026-04-21'}],
    ],
    [
      'api/console/brand/create.mdx',
      'console.brand.create',
      [{label: 'New in', date: '2026-07-21'}],
    ],
  ])('%s carries its notes', (file, endpoint, expected) => {
    const notes = historyFields(file, apiChanges)[NOTES_FIELD];
    expect(notes).toEqual(endpointNotes(apiChanges, endpoint));
    expect(notes).toMatchObject(expected);
  });

  test('every endpoint an entry declares added or changed carries a note', () => {
    const declared = entries.flatMap((entry) =>
      entry.declarations.filter((item) => item.instance === 'api').map((item) => item.docId),
    );
    expect(declared.length).toBeGreaterThan(20);
    for (const docId of declared) {
      const notes = historyFields(`api/${docId}.mdx`, apiChanges)[NOTES_FIELD];
      expect({docId, notes: Array.isArray(notes) && notes.length > 0}).toEqual({
        docId,
        notes: true,
      });
    }
  });

  test('a page without a recorded change gets no note', () => {
    expect(historyFields('api/admin/blogs/create.mdx', apiChanges)).toEqual({});
  });
});

test('an entry that announces a breaking change is found by "breaking change"', () => {
  const breaking = ['id', 'admin', 'removed', 'X-Tessera-Signature', true] as const;
  const plain = ['id', 'admin', 'added', 'Menus'] as const;
  expect(keywordsWithBreaking(['timestamp'], [plain, breaking])).toEqual([
    'timestamp',
    BREAKING_KEYWORD,
  ]);
  expect(keywordsWithBreaking(undefined, [breaking])).toEqual([BREAKING_KEYWORD]);
  expect(keywordsWithBreaking(['timestamp'], [plain])).toEqual(['timestamp']);
  // The site's own history: the entries with a breaking row, and only those, get it.
  const entries = new Set(apiChanges.filter((row) => row.breaking).map((row) => row.entry.file));
  expect(entries.size).toBeGreaterThan(0);
  for (const file of new Set(apiChanges.map((row) => row.entry.file))) {
    const links = historyFields(file, apiChanges)[LINKS_FIELD] as Parameters<
      typeof keywordsWithBreaking
    >[1];
    expect((keywordsWithBreaking([], links) as unknown[]).length > 0).toBe(entries.has(file));
  }
});
