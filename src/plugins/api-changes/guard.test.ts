/**
 * The guard against silent API changes, on the real site and on planted ones. With
 * API_CHANGES_WRITE=1 (`npm run api:changes`) it writes the generated files instead of comparing
 * with them, once the history accounts for every difference.
 */
import {join} from 'node:path';
import {releases} from '../../data/api/history/releases';
import type {Release} from '../../data/api/history/types';
import type {ApiId} from '../../data/api/types';
import {API_IDS} from '../openapi/document';
import {breakingWithoutEntry, contractOf, HOW_TO_RECORD, unrecordedChanges} from './guard';
import {changeRows, releasesOf} from './history';
import {
  CHANGES_FILE,
  changelogEntries,
  currentDocuments,
  docIdOf,
  readChanges,
  readReleased,
  releasedFile,
  writeJson,
} from './site';

const siteDir = join(__dirname, '..', '..', '..');
const writing = process.env.API_CHANGES_WRITE === '1';
const documents = currentDocuments();
const {entryOf, entryText} = changelogEntries(siteDir);
// Every row of the real history, computed once: it runs api-smart-diff on each step (several seconds).
let rows: ReturnType<typeof changeRows> = [];
beforeAll(() => {
  rows = changeRows(documents, releases, entryOf);
}, 60_000);

function lastReleaseDate(api: ApiId): string {
  const own = releasesOf(releases, api);
  return own[own.length - 1]?.date ?? '1970-01-01';
}

describe('the real site', () => {
  test.each(API_IDS)(
    'the %s document differs from its last release only as the history records',
    (api) => {
      const released = readReleased(siteDir, api);
      if (!released) {
        if (writing) return;
        throw new Error(`${releasedFile(api)} is missing: run \`npm run api:changes\`.`);
      }
      expect(unrecordedChanges(api, documents[api], released, releases)).toEqual([]);
      if (!writing)
        expect({api, released: released.date, stale: 'run `npm run api:changes`'}).toEqual({
          api,
          released: lastReleaseDate(api),
          stale: 'run `npm run api:changes`',
        });
    },
  );

  test('the generated changes are the history applied to the documents; every breaking one is announced', () => {
    expect(breakingWithoutEntry(rows, entryText, docIdOf)).toEqual([]);
    if (writing) {
      writeJson(siteDir, CHANGES_FILE, rows);
      for (const api of API_IDS)
        writeJson(siteDir, releasedFile(api), {
          date: lastReleaseDate(api),
          document: contractOf(documents[api]),
        });
      return;
    }
    // Written by `npm run api:changes`; out of date when the history or the documents moved since.
    expect(readChanges(siteDir)).toEqual(JSON.parse(JSON.stringify(rows)));
  });
});

describe('planted problems', () => {
  const console = documents.console as {paths: Record<string, Record<string, unknown>>};
  const released = {date: lastReleaseDate('console'), document: contractOf(console)};

  test('a call added without a release fails, naming the call and how to record it', () => {
    const planted = structuredClone(console);
    planted.paths['/projects/{id}/clone'] = {
      post: structuredClone(console.paths['/projects/{id}/publish']?.post),
    };
    const problems = unrecordedChanges('console', planted, released, releases);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('POST /projects/{id}/clone');
    expect(problems[0]).toContain(HOW_TO_RECORD);
  });

  test('a field removed without a release fails as breaking', () => {
    const planted = structuredClone(documents.console) as {
      components: {schemas: {Brand: {properties: Record<string, unknown>; required: string[]}}};
    };
    delete planted.components.schemas.Brand.properties.logo_url;
    planted.components.schemas.Brand.required = planted.components.schemas.Brand.required.filter(
      (name) => name !== 'logo_url',
    );
    const problems = unrecordedChanges('console', planted, released, releases);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toMatch(/logo_url.*breaking/);
  });

  test('the same change, recorded in a release, passes', () => {
    const planted = structuredClone(console);
    planted.paths['/projects/{id}/clone'] = {
      post: structuredClone(console.paths['/projects/{id}/publish']?.post),
    };
    const recorded: Release = {
      date: '2099-01-05',
      api: 'console',
      entry: '2026-04-21-projects-archive-restore',
      edits: [{op: 'add', at: '/paths/~1projects~1{id}~1clone/post', note: 'Clones a project.'}],
    };
    expect(unrecordedChanges('console', planted, released, [...releases, recorded])).toEqual([]);
  });

  test('a breaking change whose entry does not name it fails, naming the change and the entry', () => {
    const planted = structuredClone(console);
    const removed = planted.paths['/brand']?.delete;
    delete planted.paths['/brand']?.delete;
    const release: Release = {
      date: '2099-01-05',
      api: 'console',
      // An entry that exists but says nothing of the brand.
      entry: '2026-05-05-cassettes-duplicate',
      edits: [
        {
          op: 'remove',
          at: '/paths/~1brand/delete',
          before: removed,
          note: 'The brand can no longer be removed.',
        },
      ],
    };
    // The planted release alone: the real ones are checked above.
    const plantedRows = changeRows({console: planted}, [release], entryOf);
    const row = plantedRows[0];
    expect(row).toMatchObject({
      kind: 'removed',
      breaking: true,
      target: 'DELETE /console/v1/brand',
    });
    const problems = breakingWithoutEntry(plantedRows, entryText, docIdOf);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('"DELETE /console/v1/brand"');
    expect(problems[0]).toContain('changelog/2026-05-05-cassettes-duplicate.md');
  });

  test('a breaking change with no entry at all fails', () => {
    const breaking = rows.filter((row) => row.breaking);
    expect(breaking.length).toBeGreaterThan(0);
    const problems = breakingWithoutEntry(
      breaking.map((row) => ({
        ...row,
        entry: {...row.entry, file: 'changelog/2099-01-05-missing.md'},
      })),
      entryText,
      docIdOf,
    );
    expect(problems.length).toBe(breaking.length);
    expect(problems[0]).toContain('does not exist');
  });

  test('a release naming an entry the changelog does not have is refused', () => {
    const release: Release = {
      date: '2099-01-05',
      api: 'project',
      entry: '2099-01-05-missing',
      edits: [{op: 'add', at: '/paths/~1menus/get', note: 'Lists menus.'}],
    };
    expect(() => changeRows({project: documents.project}, [release], entryOf)).toThrow(
      /"2099-01-05-missing", which changelog\/ does not have/,
    );
  });
});
