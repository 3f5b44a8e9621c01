/**
 * What "Try it" on an endpoint page works from: the endpoint's request, resolved from the API model
 * at build time (src/plugins/api-reference/tryItView.ts) and written into the page as plain data.
 */
import type {SamplePlaceholders} from '../apiContext/fillSample';
import type {HttpMethod} from '../parseApiField';
import type {FieldInput} from './fieldKinds';

export type FieldLocation = 'path' | 'query' | 'body';

/** How a value is typed in (fieldKinds.ts says what each kind checks, sends and shows). */
export type {FieldInput} from './fieldKinds';

export interface TryItField {
  readonly in: FieldLocation;
  readonly name: string;
  /** The type as the parameter table shows it: "string", "ID (blg_)", "array of strings". */
  readonly type: string;
  readonly input: FieldInput;
  readonly required: boolean;
  /** The documented example as the reader would type it; empty when the example leaves it out. */
  readonly example: string;
  /** The values allowed, as typed (a list of whole numbers for an `integer`). */
  readonly choices?: readonly string[];
}

export interface TryItServer {
  readonly label: string;
  readonly url: string;
  /** False for a server the page lists but does not send to (the live API: see tryItView.ts). */
  readonly sendable: boolean;
}

export interface TryItError {
  readonly status: number;
  readonly code: string;
  readonly meaning: string;
}

export interface TryItView {
  readonly api: string;
  readonly method: HttpMethod;
  /** With the API's base path: "/admin/v1/blogs/{id}". */
  readonly path: string;
  readonly servers: readonly TryItServer[];
  /** "tak_": what a key of this API starts with. */
  readonly keyPrefix: string;
  /** "Project admin key". */
  readonly keyName: string;
  readonly fields: readonly TryItField[];
  /** The call answers with no body (204): its samples print the status. */
  readonly emptyResponse: boolean;
  readonly errors: readonly TryItError[];
  /** What the page's samples show where the reader's key and project ID go (src/lib/apiContext). */
  readonly placeholders: SamplePlaceholders;
}

/** What the reader has typed, by `fieldKey`. */
export type FieldValues = Readonly<Record<string, string>>;

export function fieldKey(field: Pick<TryItField, 'in' | 'name'>): string {
  return `${field.in}:${field.name}`;
}

/**
 * The documented example of every field: the form's starting values. With the reader's project ID,
 * it takes the place of the example project ID, as in the samples.
 */
export function exampleValues(
  view: Pick<TryItView, 'fields'> & {readonly placeholders?: SamplePlaceholders},
  projectId = '',
): FieldValues {
  const example = view.placeholders?.projectId;
  return Object.fromEntries(
    view.fields.map((field) => [
      fieldKey(field),
      projectId && example ? field.example.split(example).join(projectId) : field.example,
    ]),
  );
}
