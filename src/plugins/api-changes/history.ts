/**
 * From the recorded history to the rows of /api/changes: each release's edits are undone one at a
 * time from the current document, newest first, and api-smart-diff compares each step, so every
 * row is one edit, classified from what actually differs between the two documents.
 */
import {apis, endpointsOfApi} from '../../data/api';
import type {ApiChange, ChangeKind, Edit, Release} from '../../data/api/history/types';
import type {ApiId} from '../../data/api/types';
import {compareDocuments, WEBHOOK_PATH_PREFIX, type Difference} from './compare';
import {segmentsOf, undoEdit} from './undo';

/** A changelog entry as the rows link it. */
export interface EntryRef {
  readonly file: string;
  readonly title: string;
  readonly permalink: string;
}

/** One undone edit: the documents on either side of it and what the library found between them. */
export interface EditStep {
  readonly release: Release;
  readonly edit: Edit;
  readonly before: unknown;
  readonly after: unknown;
  readonly differences: readonly Difference[];
}

/** The releases of one API, oldest first (several on one day keep the history's order). */
export function releasesOf(releases: readonly Release[], api: ApiId): Release[] {
  return releases
    .map((release, index) => ({release, index}))
    .filter(({release}) => release.api === api)
    .sort((a, b) => a.release.date.localeCompare(b.release.date) || a.index - b.index)
    .map(({release}) => release);
}

/** Every edit of the given releases undone from `current`, newest first; each step compared. */
export function undoSteps(current: unknown, releases: readonly Release[]): EditStep[] {
  const steps: EditStep[] = [];
  let after = current;
  for (const release of [...releases].reverse()) {
    for (const edit of [...release.edits].reverse()) {
      const before = undoEdit(after, edit);
      steps.push({release, edit, before, after, differences: compareDocuments(before, after)});
      after = before;
    }
  }
  return steps;
}

/** The document before all of the given releases. */
export function documentBefore(current: unknown, releases: readonly Release[]): unknown {
  let document = current;
  for (const release of [...releases].reverse())
    for (const edit of [...release.edits].reverse()) document = undoEdit(document, edit);
  return document;
}

/** What a row calls its place, when the history does not name it: "GET /console/v1/brand", "Project.archived_at". */
export function targetOf(edit: Edit, api: ApiId): string {
  if (edit.target) return edit.target;
  const segments = 'at' in edit ? segmentsOf(edit.at) : [];
  const [root, first, second, third, fourth] = segments;
  if (root === 'paths' && first && second)
    return `${second.toUpperCase()} ${apis[api].basePath}${first}`;
  if (root === 'components' && first === 'schemas' && second)
    return third === 'properties' && fourth ? `${second}.${fourth}` : second;
  throw new Error(
    `The history's edit "${edit.note}" needs a \`target\`: its place (${'at' in edit ? edit.at : edit.text}) names no call or object.`,
  );
}

/** The kind of change, from the library's differences: deprecated, added, removed, or changed. */
export function kindOf(edit: Edit, differences: readonly Difference[]): ChangeKind {
  if (edit.op === 'deprecate' || differences.some((diff) => diff.type === 'deprecated'))
    return 'deprecated';
  if (differences.length > 0 && differences.every((diff) => diff.action === 'add')) return 'added';
  if (differences.length > 0 && differences.every((diff) => diff.action === 'remove'))
    return 'removed';
  return 'changed';
}

/** The differences that describe calls; those of components alone when no call shows one. */
function callDifferences(differences: readonly Difference[]): readonly Difference[] {
  const calls = differences.filter((diff) => diff.path[0] === 'paths');
  return calls.length > 0 ? calls : differences;
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[{}]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The endpoints (model IDs) whose calls a step's differences touch. */
function endpointsTouched(api: ApiId, differences: readonly Difference[]): string[] {
  const byOperation = new Map(
    endpointsOfApi(api).map((endpoint) => [
      `${endpoint.method.toLowerCase()} ${endpoint.path}`,
      endpoint.id,
    ]),
  );
  const ids = new Set<string>();
  for (const diff of differences) {
    const [root, path, method] = diff.path;
    if (root !== 'paths' || typeof path !== 'string' || path.startsWith(WEBHOOK_PATH_PREFIX))
      continue;
    const id = byOperation.get(`${String(method)} ${path}`);
    if (id) ids.add(id);
  }
  return [...ids].sort();
}

/** The endpoint an edit is about: the operation at its place, when it names one. */
function subjectOf(edit: Edit, api: ApiId): string | undefined {
  if (!('at' in edit)) return undefined;
  const [root, path, method] = segmentsOf(edit.at);
  if (root !== 'paths' || !path || !method || path === '*' || method === '*') return undefined;
  return endpointsOfApi(api).find(
    (endpoint) => endpoint.path === path && endpoint.method.toLowerCase() === method,
  )?.id;
}

/** The rows of /api/changes for the given APIs' current documents, newest first. */
export function changeRows(
  documents: Readonly<Partial<Record<ApiId, unknown>>>,
  releases: readonly Release[],
  entryOf: (file: string) => EntryRef | undefined,
): ApiChange[] {
  const rows: ApiChange[] = [];
  const ids = new Set<string>();
  for (const [api, document] of Object.entries(documents) as [ApiId, unknown][]) {
    for (const step of undoSteps(document, releasesOf(releases, api))) {
      const {release, edit} = step;
      const entry = entryOf(release.entry);
      if (!entry)
        throw new Error(
          `The ${api} release of ${release.date} names the changelog entry "${release.entry}", which changelog/ does not have.`,
        );
      if (step.differences.length === 0)
        throw new Error(
          `The history's edit "${edit.note}" (${api}, ${release.date}) changes nothing that api-smart-diff sees: remove it or fix its place.`,
        );
      const differences = callDifferences(step.differences);
      const target = targetOf(edit, api);
      let id = `${release.date}-${api}-${slugOf(target)}`;
      for (let n = 2; ids.has(id); n++) id = `${release.date}-${api}-${slugOf(target)}-${n}`;
      ids.add(id);
      const endpoint = subjectOf(edit, api);
      rows.push({
        id,
        date: release.date,
        api,
        kind: kindOf(edit, differences),
        breaking: differences.some((diff) => diff.type === 'breaking'),
        target,
        note: edit.note,
        endpoints: endpointsTouched(api, differences),
        ...(endpoint ? {endpoint} : {}),
        wordingOnly: differences.every((diff) => diff.type === 'annotation'),
        entry,
        differences: differences.length,
        details: [...new Set(differences.map((diff) => diff.description))].slice(0, 3),
      });
    }
  }
  // Newest first; within a day, by API and in the history's order.
  const order = new Map(rows.map((row, index) => [row.id, index]));
  return rows.sort(
    (a, b) =>
      b.date.localeCompare(a.date) ||
      a.api.localeCompare(b.api) ||
      (order.get(b.id) ?? 0) - (order.get(a.id) ?? 0),
  );
}
