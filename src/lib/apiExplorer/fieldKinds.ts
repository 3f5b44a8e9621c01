/**
 * The kinds of field the API explorer's request builder ("Try it" on an endpoint page) asks for, each
 * in one place: what is wrong with a value typed in, what the JSON body carries for it, and how the
 * form asks for it. A new kind is one entry here (and, in src/plugins/api-reference/tryItView.ts, the
 * parameters that get it); the checks, the request and the form read this table.
 */

export interface FieldKind {
  /** What is wrong with a value typed in (trimmed, not empty), or undefined when it is fine. */
  readonly problem: (text: string) => string | undefined;
  /** What the JSON body carries for the value (trimmed); a value that does not fit is sent as typed. */
  readonly bodyValue: (text: string, typed: string) => unknown;
  /** How the form asks for it: one line, or several (JSON). */
  readonly lines: 'one' | 'several';
  /** The keyboard a phone shows for it. */
  readonly inputMode?: 'numeric';
  /** The values offered in a list, when the kind has fixed ones (a field's own `choices` come first). */
  readonly options?: readonly string[];
}

const WHOLE_NUMBER = /^-?\d+$/;

function parseJson(text: string): {ok: true; value: unknown} | {ok: false} {
  try {
    return {ok: true, value: JSON.parse(text) as unknown};
  } catch {
    return {ok: false};
  }
}

const asTyped: FieldKind['bodyValue'] = (_text, typed) => typed;

export const FIELD_KINDS = {
  /** Free text. */
  text: {problem: () => undefined, bodyValue: asTyped, lines: 'one'},
  /** A whole number, sent as a number. */
  integer: {
    problem: (text) => (WHOLE_NUMBER.test(text) ? undefined : 'A whole number'),
    bodyValue: (text, typed) => (WHOLE_NUMBER.test(text) ? Number(text) : typed),
    lines: 'one',
    inputMode: 'numeric',
  },
  /** true or false, sent as a boolean. */
  boolean: {
    problem: (text) => (text === 'true' || text === 'false' ? undefined : 'true or false'),
    bodyValue: (text, typed) => (text === 'true' ? true : text === 'false' ? false : typed),
    lines: 'one',
    options: ['true', 'false'],
  },
  /** One of the texts the field lists (its `choices`). */
  choice: {problem: () => undefined, bodyValue: asTyped, lines: 'one'},
  /** Any JSON value (an object, a list), sent parsed. */
  json: {
    problem: (text) => (parseJson(text).ok ? undefined : 'Not valid JSON'),
    bodyValue: (text, typed) => {
      const parsed = parseJson(text);
      return parsed.ok ? parsed.value : typed;
    },
    lines: 'several',
  },
} as const satisfies Record<string, FieldKind>;

/** How a value is typed in: free text, a whole number, true or false, one of a list of texts, or JSON. */
export type FieldInput = keyof typeof FIELD_KINDS;

/** The kind's behaviour, typed as any kind's. */
export function fieldKind(input: FieldInput): FieldKind {
  return FIELD_KINDS[input];
}
