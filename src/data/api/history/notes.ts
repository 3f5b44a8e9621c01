/**
 * What pages show of the API history, derived from its rows (generated/changes.json): the
 * "New in" and "Changed in" notes of an endpoint page, the links of a changelog entry to its
 * rows, and the rows of /api/changes itself. Pure, so the build resolves them per page and each
 * page ships only its own.
 */
import type {ApiChange, ChangeKind} from './types';
import type {ApiId} from '../types';
import {MONTHS} from '../../calendar';

import {changeHref} from './changeHref';

export {CHANGES_ROUTE, changeHref} from './changeHref';

/** A note under an endpoint's title: "New in April 21, 2026", linking to its row. */
export interface EndpointChangeNote {
  readonly label: 'New in' | 'Changed in';
  readonly date: string;
  /** "April 21, 2026", written at build time so the page loads no date code. */
  readonly shownDate: string;
  readonly href: string;
}

/** The notes of one endpoint: when it arrived, and when its requests or responses last changed. */
export function endpointNotes(rows: readonly ApiChange[], endpoint: string): EndpointChangeNote[] {
  const added = rows.find(
    (row) => row.endpoint === endpoint && row.kind === 'added' && !row.wordingOnly,
  );
  // Rows are newest first: the first contract change after its arrival is the latest.
  const changed = rows.find(
    (row) =>
      row !== added &&
      !row.wordingOnly &&
      (row.endpoint === endpoint || row.endpoints.includes(endpoint)) &&
      (!added || row.date > added.date),
  );
  const note = (label: EndpointChangeNote['label'], row: ApiChange): EndpointChangeNote => ({
    label,
    date: row.date,
    shownDate: formatChangeDate(row.date),
    href: changeHref(row),
  });
  return [
    ...(added ? [note('New in', added)] : []),
    ...(changed ? [note('Changed in', changed)] : []),
  ];
}

/**
 * A row as a changelog entry links to it, as a tuple of what the link shows: its id (the anchor
 * on /api/changes), API, kind and target, and `true` last when it breaks. Compact because an
 * entry's frontmatter is also in the changelog list's first load, twice.
 */
export type EntryChangeLink =
  | readonly [id: string, api: ApiId, kind: ChangeKind, target: string]
  | readonly [id: string, api: ApiId, kind: ChangeKind, target: string, breaking: true];

/** The rows a changelog entry announces, by its file ("changelog/2026-04-21-...md"). */
export function entryChangeLinks(rows: readonly ApiChange[], file: string): EntryChangeLink[] {
  return rows
    .filter((row) => row.entry.file === file)
    .map((row) =>
      row.breaking
        ? ([row.id, row.api, row.kind, row.target, true] as const)
        : ([row.id, row.api, row.kind, row.target] as const),
    );
}

export {API_TITLES} from '../titles';

/** What a row says of itself, wherever it is shown: /api/changes and list_changes alike. */
export type ChangeFacts = Pick<
  ApiChange,
  'id' | 'date' | 'api' | 'kind' | 'breaking' | 'target' | 'note'
>;

/** The facts of a row, without what only the build knows (its entry's file, the edits). */
export function changeFacts(row: ApiChange): ChangeFacts {
  const {id, date, api, kind, breaking, target, note} = row;
  return {id, date, api, kind, breaking, target, note};
}

/** A row as /api/changes shows it. */
export interface ChangeRowView extends ChangeFacts {
  /** The page of the endpoint it is about, when it is about one. */
  readonly endpointRoute?: string;
  readonly entryTitle: string;
  readonly entryPermalink: string;
}

export function changeRowView(
  row: ApiChange,
  routeOf: (endpoint: string) => string | undefined,
): ChangeRowView {
  const endpointRoute = row.endpoint ? routeOf(row.endpoint) : undefined;
  return {
    ...changeFacts(row),
    ...(endpointRoute ? {endpointRoute} : {}),
    entryTitle: row.entry.title,
    entryPermalink: row.entry.permalink,
  };
}

/** "2026-04-21" → "April 21, 2026", as the changelog dates its entries; the same on every machine. */
export function formatChangeDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** Rows of one API, or of all; on or after a date when one is given. */
export function filterChanges<T extends Pick<ApiChange, 'api' | 'date'>>(
  rows: readonly T[],
  api?: ApiId,
  since?: string,
): T[] {
  return rows.filter((row) => (!api || row.api === api) && (!since || row.date >= since));
}
