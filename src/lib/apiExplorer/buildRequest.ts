/**
 * The HTTP request Try it sends: the reader's values put into the endpoint's path, query string and
 * JSON body. A value that does not fit its type is sent as typed, so the server's own answer to it
 * is what the reader sees.
 */
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
  const trimmed = text.trim();
  switch (field.input) {
    case 'integer':
      return /^-?\d+$/.test(trimmed) ? Number(trimmed) : text;
    case 'boolean':
      return trimmed === 'true' ? true : trimmed === 'false' ? false : text;
    case 'json':
      try {
        return JSON.parse(trimmed) as unknown;
      } catch {
        return text;
      }
    default:
      return text;
  }
}

export function buildRequest(
  view: Pick<TryItView, 'method' | 'path' | 'fields'>,
  values: FieldValues,
  serverUrl: string,
  key: string,
): BuiltRequest {
  const valueOf = (field: TryItField) => values[fieldKey(field)] ?? '';
  const byLocation = (location: TryItField['in']) =>
    view.fields.filter((field) => field.in === location);

  const path = view.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const field = byLocation('path').find((candidate) => candidate.name === name);
    const value = field ? valueOf(field).trim() : '';
    return value === '' ? whole : encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const field of byLocation('query')) {
    const value = valueOf(field).trim();
    if (value !== '') query.append(field.name, value);
  }
  const search = query.toString();

  const headers: Record<string, string> = {Accept: 'application/json'};
  if (key.trim() !== '') headers.Authorization = `Bearer ${key.trim()}`;

  const bodyFields = byLocation('body');
  let body: string | undefined;
  if (bodyFields.length > 0) {
    const json: Record<string, unknown> = {};
    for (const field of bodyFields) {
      const text = valueOf(field);
      if (text.trim() !== '') json[field.name] = bodyValue(field, text);
    }
    body = JSON.stringify(json);
    headers['Content-Type'] = 'application/json';
  }
  return {
    method: view.method,
    url: `${serverUrl.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`,
    headers,
    ...(body === undefined ? {} : {body}),
  };
}
