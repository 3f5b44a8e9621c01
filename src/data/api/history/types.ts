/**
 * The API's history as data: each release is a date, the changelog entry that announces it, and
 * the edits it made to one API's OpenAPI document, written so they can be undone. Undoing the
 * releases newest first from the current document gives the document of every earlier release;
 * src/plugins/api-changes compares consecutive ones with api-smart-diff.
 */
import type {ApiId} from '../types';

/**
 * A JSON pointer into an API's OpenAPI document (RFC 6901: `~1` for `/`), where `*` stands for
 * every key at that level: `/paths/~1brand/post`, `/paths/*\/*\/responses/403`.
 */
export type Pointer = string;

/** What every edit says: a sentence for the reader, and optionally what it names, when its place does not say it well. */
interface EditText {
  readonly note: string;
  /** "401 responses of every call"; without it, derived from the pointer: "GET /console/v1/brand". */
  readonly target?: string;
}

/** One edit a release made, as the way back to the document before it. */
export type Edit = EditText &
  /** The release added what is at `at` (and at `also`, such as the schema only it refers to). */
  (
    | {
        readonly op: 'add';
        readonly at: Pointer;
        readonly also?: readonly Pointer[];
      }
    /** The release replaced the value at `at`; `before` is the value it had. */
    | {readonly op: 'change'; readonly at: Pointer; readonly before: unknown}
    /** The release removed what was at `at` (an array item is put back at its index). */
    | {readonly op: 'remove'; readonly at: Pointer; readonly before: unknown}
    /** The release marked what is at `at` deprecated (`deprecated: true`). */
    | {readonly op: 'deprecate'; readonly at: Pointer}
    /** The release reworded every string holding `text`; `before` is the old wording. */
    | {
        readonly op: 'reword';
        readonly text: string;
        readonly before: string;
      }
  );

export interface Release {
  /** The day the change reached the API: "2026-04-21". */
  readonly date: string;
  readonly api: ApiId;
  /** The changelog entry that announces it, by file name: "2026-04-21-projects-archive-restore". */
  readonly entry: string;
  readonly edits: readonly Edit[];
}

export type ChangeKind = 'added' | 'changed' | 'deprecated' | 'removed';

/** One row of /api/changes: one edit of one release, classified from the documents' difference. */
export interface ApiChange {
  /** The row's anchor on /api/changes: "2026-04-21-console-get-projects-archived". */
  readonly id: string;
  readonly date: string;
  readonly api: ApiId;
  readonly kind: ChangeKind;
  readonly breaking: boolean;
  /** What changed, as a reader finds it: "GET /console/v1/projects/archived", "Project.archived_at". */
  readonly target: string;
  /** One sentence, from the history. */
  readonly note: string;
  /** The endpoints whose requests or responses it changed (IDs such as "console.projects.remove"). */
  readonly endpoints: readonly string[];
  /** The endpoint it is about (an operation added, changed or removed), when there is one. */
  readonly endpoint?: string;
  /** Only wording changed (descriptions): no request or response differs. */
  readonly wordingOnly: boolean;
  readonly entry: {readonly file: string; readonly title: string; readonly permalink: string};
  /** How many differences the diff library found, and the first few of them, as it words them. */
  readonly differences: number;
  readonly details: readonly string[];
}

/** The document of the last release, kept to catch a change that no release records. */
export interface ReleasedDocument {
  readonly date: string;
  readonly document: unknown;
}
