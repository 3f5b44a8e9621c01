/**
 * The HTTP request Try it sends: the reader's values put into the endpoint's path, query string and
 * JSON body. A value that does not fit its type is sent as typed, so the server's own answer to it
 * is what the reader sees.
 */
import type {Json} from '../../data/api/types';
import {urlOf, type RequestInput} from '../apiSamples/request';
import {fieldKind} from './fieldKinds';
import {fieldKey, type FieldValues, type TryItField, type TryItView} from './types';

export interface BuiltRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** JSON text, when the endpoint takes a body. */
  readonly body?: string;
}

/** A body value as JSON: numbers, booleans and JSON fields parsed, anything else as the text typed. */
export function bodyValue(field: TryItField, text: string): unknown {
  return fieldKind(field.input).bodyValue(text.trim(), text);
}

/** The reader's request as the samples' generator takes it (src/lib/apiSamples). */
export function requestInput(
  view: Pick<TryItView, 'method' | 'path' | 'fields'>,
  values: FieldValues,
  serverUrl: string,
  key: string,
): RequestInput {
  const filled = (location: TryItField['in']) =>
    view.fields
      .filter((field) => field.in === location)
      .map((field) => [field, values[fieldKey(field)] ?? ''] as const)
      .filter(([, value]) => value.trim() !== '');
  const bodyFields = view.fields.filter((field) => field.in === 'body');
  return {
    method: view.method,
    url: `${serverUrl.replace(/\/$/, '')}${view.path}`,
    pathParams: Object.fromEntries(
      filled('path').map(([field, value]) => [field.name, value.trim()]),
    ),
    query: Object.fromEntries(filled('query').map(([field, value]) => [field.name, value.trim()])),
    key: key.trim(),
    ...(bodyFields.length > 0
      ? {
          body: Object.fromEntries(
            filled('body').map(([field, value]) => [field.name, bodyValue(field, value) as Json]),
          ),
        }
      : {}),
  };
}

/** The HTTP request itself: the same URL and body the samples show, and no header without a key. */
export function buildRequest(
  view: Pick<TryItView, 'method' | 'path' | 'fields'>,
  values: FieldValues,
  serverUrl: string,
  key: string,
): BuiltRequest {
  const input = requestInput(view, values, serverUrl, key);
  const headers: Record<string, string> = {Accept: 'application/json'};
  if (input.key !== '') headers.Authorization = `Bearer ${input.key}`;
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';
  return {
    method: input.method,
    url: urlOf(input),
    headers,
    ...(input.body === undefined ? {} : {body: JSON.stringify(input.body)}),
  };
}
