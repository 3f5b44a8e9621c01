/** The messages between a page and the Canvas render worker. */

export interface RenderRequest {
  /** Echoed in the answer, so a page can drop answers to requests it has replaced. */
  readonly id: number;
  readonly template: string;
  /** The Data block as the reader typed it: JSON text for an object, or '' for none. */
  readonly data: string;
  /** Other templates the template can include, extend, embed or import, by path. */
  readonly templates?: Readonly<Record<string, string>>;
}

/** Where in the template or the data a problem is: 1-based line and column. */
export interface SourceLocation {
  readonly line: number;
  readonly column: number;
}

/** A documented name close to the one the template used, and its reference page. */
export interface NameSuggestion {
  readonly name: string;
  readonly kind: 'filter' | 'function';
  /** Site path of the reference page, e.g. "/docs/canvas/filters/upper". */
  readonly path: string;
}

export type RenderProblemKind =
  'syntax' | 'data' | 'unknown-name' | 'render' | 'too-large' | 'timeout';

export interface RenderProblem {
  readonly kind: RenderProblemKind;
  /** A sentence for the reader, in the site's words. */
  readonly message: string;
  /** What the engine said, verbatim, when the engine raised the problem. */
  readonly engineMessage?: string;
  /** Which editor the location refers to. */
  readonly source?: 'template' | 'data';
  readonly location?: SourceLocation;
  readonly suggestion?: NameSuggestion;
}

export type RenderResponse =
  | {readonly id: number; readonly ok: true; readonly html: string; readonly milliseconds: number}
  | {readonly id: number; readonly ok: false; readonly problem: RenderProblem};

/** The first message a worker sends: the engine is loaded and requests can be timed from now. */
export const WORKER_READY = 'canvas-worker-ready';
