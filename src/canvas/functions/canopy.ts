/**
 * What the Canopy functions (`cms_heading`, `cms_text`, ...) share: the
 * `key` and `options` arguments, the `data-canopy` marker, and where the
 * content comes from (an editor's change, else `options.default`).
 */
import {escapeHtml} from '../escapeHtml';
import {
  asString,
  isRecord,
  readOptions,
  renderAttributes,
  text,
  type Attributes,
  type TwigState,
} from './shared';

/** Options every Canopy function accepts. */
export const CANOPY_OPTIONS = ['default', 'class', 'label'] as const;

export interface CanopyCall {
  readonly key: string;
  readonly options: Record<string, unknown>;
  /** The editor's content for the key, else `options.default` (undefined when neither is set). */
  readonly content: unknown;
}

/**
 * Validates the arguments of a Canopy function and resolves its content. In
 * previews the editors' changes come from the `canopy` variable, a hash of
 * contents by key.
 */
export function canopyCall(
  fn: string,
  state: TwigState | undefined,
  key: unknown,
  rawOptions: unknown,
  extraOptions: readonly string[],
): CanopyCall {
  const name = asString(key)?.trim();
  if (!name) {
    throw new Error(
      `${fn}(): the first argument must be the region's key, a non-empty string such as 'hero-title', got ${JSON.stringify(key ?? null)}.`,
    );
  }
  const options = readOptions(fn, rawOptions, [...CANOPY_OPTIONS, ...extraOptions]);
  const edits = state?.context?.canopy;
  const edited = isRecord(edits) ? edits[name] : undefined;
  const content = edited === undefined || edited === null ? options.default : edited;
  return {key: name, options, content};
}

/** The attributes every Canopy element starts with (`data-canopy`, `class`) and the one it ends with (`data-canopy-label`). */
export function canopyAttributes(fn: string, call: CanopyCall, own: Attributes = []): string {
  return renderAttributes([
    ['data-canopy', call.key],
    ['class', text(fn, 'class', call.options.class)],
    ...own,
    ['data-canopy-label', text(fn, 'label', call.options.label)],
  ]);
}

/** Plain-text content: strings and numbers, escaped; null or missing is empty. */
export function plainContent(fn: string, content: unknown): string {
  if (content === undefined || content === null) return '';
  const value = text(fn, 'the content', content);
  return escapeHtml(value ?? '');
}

/**
 * Content with parts besides its text, such as a button's `url` or a quote's
 * `author`. An editor's change is a hash `{ text, ... }`, whose missing `text`
 * keeps `options.default`, or a string, which changes only the text. `edit` is
 * the hash, for the function to read its other parts from.
 */
export function textWithParts(call: CanopyCall): {
  readonly text: unknown;
  readonly edit: Readonly<Record<string, unknown>> | undefined;
} {
  const edit = isRecord(call.content) ? call.content : undefined;
  return {text: edit ? (edit.text ?? call.options.default) : call.content, edit};
}
