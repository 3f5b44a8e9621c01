/**
 * When a parameter or field was deprecated, from the history alone: the release whose `deprecate`
 * edit names its place in the OpenAPI document, and that edit's row on /api/changes. The model only
 * flags it `deprecated`, so the date is written once; the build resolves it into the table row.
 */
import {changeHref, formatChangeDate} from './notes';
import type {ApiChange, Pointer, Release} from './types';
import type {ApiId} from '../types';

/** What a table row shows of a deprecation: "Deprecated since April 21, 2026", linking to its row. */
export interface DeprecationNote {
  readonly date: string;
  /** "April 21, 2026", written at build time so the page loads no date code. */
  readonly shownDate: string;
  readonly href: string;
}

/** "/paths/~1blogs/get" → ["paths", "/blogs", "get"] (RFC 6901). */
function segmentsOf(pointer: Pointer): string[] {
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** ["paths", "/blogs", "get"] → "/paths/~1blogs/get", for messages. */
export function pointerOf(place: readonly string[]): Pointer {
  return place.map((part) => `/${part.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** Whether a pointer of the history (where `*` stands for any key) names the place. */
export function pointerNames(pointer: Pointer, place: readonly string[]): boolean {
  const segments = segmentsOf(pointer);
  return (
    segments.length === place.length &&
    segments.every((segment, index) => segment === '*' || segment === place[index])
  );
}

/**
 * The deprecation of the place in one API's document, or undefined when no release deprecates it.
 * Throws when a release does but its row is missing: the rows are older than the history.
 */
export function deprecationAt(
  api: ApiId,
  place: readonly string[],
  releases: readonly Release[],
  rows: readonly ApiChange[],
): DeprecationNote | undefined {
  for (const release of releases) {
    if (release.api !== api) continue;
    const edit = release.edits.find(
      (candidate) => candidate.op === 'deprecate' && pointerNames(candidate.at, place),
    );
    if (!edit) continue;
    const row = rows.find(
      (candidate) =>
        candidate.api === api &&
        candidate.date === release.date &&
        candidate.kind === 'deprecated' &&
        candidate.note === edit.note,
    );
    if (!row)
      throw new Error(
        `The ${api} release of ${release.date} deprecates ${pointerOf(place)}, but /api/changes has no row for it: run \`npm run api:changes\`.`,
      );
    return {date: row.date, shownDate: formatChangeDate(row.date), href: changeHref(row)};
  }
  return undefined;
}
