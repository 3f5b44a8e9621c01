/**
 * The guard `npm test` runs (guard.test.ts): the current documents may differ from the last
 * release's only as the history records, and a breaking change needs a changelog entry that
 * names it. Each problem is a message that names the change and says how to record it.
 */
import {apis} from '../../data/api';
import type {ApiChange, ReleasedDocument, Release} from '../../data/api/history/types';
import type {ApiId} from '../../data/api/types';
import {compareDocuments, comparable} from './compare';
import {documentBefore, releasesOf} from './history';

export const HOW_TO_RECORD =
  'Record it: add a release to src/data/api/history/releases.ts with the date, the changelog entry that announces it and the edit (see ARCHITECTURE.md, "API changes"), then run `npm run api:changes`.';

/** Descriptions and summaries only, not a property that happens to be called so. */
function withoutWording(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutWording);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(
        ([key, item]) =>
          !((key === 'description' || key === 'summary') && typeof item === 'string'),
      )
      .map(([key, item]) => [key, withoutWording(item)]),
  );
}

/** What released/<api>.json keeps of a document: its contract, without wording or samples. */
export function contractOf(document: unknown): unknown {
  const {info: _info, tags: _tags, ...rest} = comparable(document);
  return withoutWording(rest);
}

/** The releases recorded after the released document was written. */
export function releasesAfter(
  releases: readonly Release[],
  api: ApiId,
  released: ReleasedDocument,
): Release[] {
  return releasesOf(releases, api).filter((release) => release.date > released.date);
}

/**
 * Differences between the last release's document and the current one, once the releases
 * recorded since are undone: each is a change no release records.
 */
export function unrecordedChanges(
  api: ApiId,
  current: unknown,
  released: ReleasedDocument,
  releases: readonly Release[],
): string[] {
  const before = documentBefore(current, releasesAfter(releases, api, released));
  return compareDocuments(released.document, contractOf(before))
    .filter((diff) => diff.type !== 'annotation')
    .map(
      (diff) =>
        `${apis[api].title}: ${diff.description} (at ${diff.path.join(' › ')}), ${diff.type}, is in the current document but in no release since ${released.date}. ${HOW_TO_RECORD}`,
    );
}

/** The words an entry must contain to name a change: the call, the object's field, the header, or the page. */
export function namesOf(
  row: ApiChange,
  docIdOf: (endpoint: string) => string | undefined,
): string[] {
  const names = [row.target];
  const call = /^[A-Z]+ (\/\S+)$/.exec(row.target);
  if (call?.[1]) names.push(call[1]);
  const place = /: (\S+)(?: header)?$/.exec(row.target);
  if (place?.[1]) names.push(place[1]);
  const docId = row.endpoint ? docIdOf(row.endpoint) : undefined;
  if (docId) names.push(`api:${docId}`);
  return names;
}

/** Breaking rows whose changelog entry is missing or does not name the change. */
export function breakingWithoutEntry(
  rows: readonly ApiChange[],
  entryText: (file: string) => string | undefined,
  docIdOf: (endpoint: string) => string | undefined,
): string[] {
  return rows
    .filter((row) => row.breaking)
    .flatMap((row) => {
      const text = entryText(row.entry.file);
      const names = namesOf(row, docIdOf);
      if (text === undefined)
        return [
          `${apis[row.api].title}: the breaking change "${row.target}" of ${row.date} names the changelog entry ${row.entry.file}, which does not exist. Write the entry, and name it in the release.`,
        ];
      if (names.some((name) => text.includes(name))) return [];
      return [
        `${apis[row.api].title}: the breaking change "${row.target}" of ${row.date} is not named by its changelog entry ${row.entry.file}. Say what breaks there, naming ${names.map((name) => `"${name}"`).join(' or ')}.`,
      ];
    });
}
