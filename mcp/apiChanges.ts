/**
 * The answer of `list_changes`: the rows of /api/changes (src/data/api/history), narrowed to one
 * API and to a first day, as text and as structured content, each with its row's and its
 * changelog entry's URLs. A date it cannot read gets an answer that shows the forms it reads.
 */
import {apiChanges} from '../src/data/api/history';
import {
  changeFacts,
  changeHref,
  CHANGES_ROUTE,
  filterChanges,
  type ChangeFacts,
} from '../src/data/api/history/notes';
import type {ApiChange} from '../src/data/api/history/types';
import {apis} from '../src/data/api/apis';
import type {ApiId} from '../src/data/api/types';

export const CHANGE_APIS = ['console', 'admin', 'project'] as const satisfies readonly ApiId[];

export interface ListedChange extends ChangeFacts {
  readonly url: string;
  readonly entry: {readonly title: string; readonly url: string};
}

export type ChangesAnswer =
  | {readonly ok: true; readonly text: string; readonly changes: readonly ListedChange[]}
  | {readonly ok: false; readonly text: string};

/** "2026-06", "2026-06-01" or "2026" → the first day it names, "2026-06-01"; undefined otherwise. */
export function sinceDate(value: string): string | undefined {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value.trim());
  if (!match) return undefined;
  const [, year, month = '01', day = '01'] = match;
  const date = `${year}-${month}-${day}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date)
    ? date
    : undefined;
}

export function listChanges(
  options: {readonly api?: ApiId; readonly since?: string},
  siteUrl: string,
  rows: readonly ApiChange[] = apiChanges,
): ChangesAnswer {
  const base = siteUrl.replace(/\/+$/, '');
  const since = options.since === undefined ? undefined : sinceDate(options.since);
  if (options.since !== undefined && !since)
    return {
      ok: false,
      text: `"${options.since}" is not a date list_changes reads: give a day (2026-06-01), a month (2026-06) or a year (2026).`,
    };
  const changes = filterChanges(rows, options.api, since).map((row): ListedChange => ({
    ...changeFacts(row),
    url: `${base}${changeHref(row)}`,
    entry: {title: row.entry.title, url: `${base}${row.entry.permalink}`},
  }));
  const scope = `${options.api ? `the ${apis[options.api].title}` : 'the Console, Admin and Project APIs'}${since ? ` since ${since}` : ''}`;
  if (changes.length === 0)
    return {
      ok: true,
      changes,
      text: `No changes to ${scope}. Every change is listed at ${base}${CHANGES_ROUTE}.`,
    };
  const breaking = changes.filter((change) => change.breaking).length;
  const lines = changes.map(
    (change) =>
      `- ${change.date} · ${apis[change.api].title} · ${change.kind}${change.breaking ? ' · BREAKING' : ''}: ${change.target}. ${change.note} ${change.url} (announced in "${change.entry.title}", ${change.entry.url})`,
  );
  return {
    ok: true,
    changes,
    text: `${changes.length} changes to ${scope}, newest first, ${breaking} breaking:\n${lines.join('\n')}`,
  };
}
