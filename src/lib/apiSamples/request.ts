/**
 * A call to one of the APIs as a HAR request, built from plain data: the
 * method, the URL with its path parameters and query, the key and the JSON
 * body. The page's samples are made from the example values at build time; the
 * request explorer makes the same from what the reader typed.
 */
import type {Request as HarRequest} from 'har-format';
import type {Json} from '../../data/api/types';
import type {HttpMethod} from '../parseApiField';

export type {HarRequest};

export interface RequestInput {
  readonly method: HttpMethod;
  /** With `{name}` for each path parameter: "https://api.tessera.dev/admin/v1/blogs/{id}". */
  readonly url: string;
  readonly pathParams?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  /** Sent as `Authorization: Bearer <key>`. */
  readonly key: string;
  /** Sent as JSON when present. */
  readonly body?: Json;
}

/**
 * The key a sample shows until the reader puts in their own: the credential's prefix and an
 * ellipsis ("tak_..."), as the pages write it in prose. It is the same literal in every language,
 * so the explorer can find it and put the reader's key in its place.
 */
export function keyPlaceholder(prefix: string): string {
  return `${prefix}...`;
}

/**
 * A URL component, percent-encoded; the quote too, which `encodeURIComponent` keeps, because the
 * samples put the URL between single quotes (fetch, PHP).
 */
export function urlComponent(text: string): string {
  return encodeURIComponent(text).replace(/'/g, '%27');
}

/** The URL with the path parameters filled in and the query appended; a parameter without a value stays `{name}`. */
export function urlOf(input: Pick<RequestInput, 'url' | 'pathParams' | 'query'>): string {
  const path = input.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = input.pathParams?.[name];
    return value === undefined ? whole : urlComponent(value);
  });
  const query = Object.entries(input.query ?? {})
    .map(([name, value]) => `${urlComponent(name)}=${urlComponent(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** The HAR request of a call: the JSON body formatted with two spaces, as curl and PHP show it. */
export function requestOf(input: RequestInput): HarRequest {
  const headers = [{name: 'Authorization', value: `Bearer ${input.key}`}];
  if (input.body !== undefined) headers.push({name: 'Content-Type', value: 'application/json'});
  return {
    method: input.method,
    url: urlOf(input),
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    queryString: Object.entries(input.query ?? {}).map(([name, value]) => ({name, value})),
    ...(input.body === undefined
      ? {}
      : {postData: {mimeType: 'application/json', text: JSON.stringify(input.body, null, 2)}}),
    headersSize: -1,
    bodySize: -1,
  };
}
