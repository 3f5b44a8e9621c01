/**
 * A HAR request in the form httpsnippet's language clients read: the query and
 * headers as objects, the full URL and the URL without its query, the JSON body
 * parsed. httpsnippet makes this form in `HTTPSnippet.prepare`, whose module
 * needs Node's `url`, `querystring` and streams; this does the same for the
 * requests the samples make (a JSON body, a text body or none) with the
 * browser's own `URL`, so that the module runs at build time and in the browser.
 */
import type {Request as PreparedRequest} from 'httpsnippet';
import type {HarRequest} from './request';
import {urlComponent} from './request';

type Pairs = Record<string, string | string[]>;

/** Name-value pairs as one object; a name that repeats gets a list of its values, as httpsnippet's reducer does. */
function pairsObject(pairs: Iterable<{readonly name: string; readonly value: string}>): Pairs {
  const object: Pairs = {};
  for (const {name, value} of pairs) {
    const current = object[name];
    object[name] = current === undefined ? value : [...[current].flat(), value];
  }
  return object;
}

function searchOf(query: Pairs): string {
  return Object.entries(query)
    .flatMap(([name, values]) =>
      [values].flat().map((value) => `${urlComponent(name)}=${urlComponent(value)}`),
    )
    .join('&');
}

const JSON_TYPES = ['application/json', 'application/x-json', 'text/json', 'text/x-json'];

function postDataOf(request: HarRequest): PreparedRequest['postData'] {
  const {postData} = request;
  if (!postData) return {mimeType: 'application/octet-stream'};
  if (postData.params) {
    throw new Error(
      `apiSamples: a ${postData.mimeType} body with params is not supported; send JSON or text.`,
    );
  }
  const text = postData.text ?? '';
  if (!JSON_TYPES.includes(postData.mimeType) || text === '')
    return {mimeType: postData.mimeType, text};
  try {
    return {mimeType: 'application/json', text, jsonObj: JSON.parse(text) as Pairs};
  } catch {
    // As httpsnippet does: a body that is not JSON is sent as text.
    return {mimeType: 'text/plain', text};
  }
}

export function preparedOf(request: HarRequest): PreparedRequest {
  if (request.cookies.length > 0) throw new Error('apiSamples: cookies are not supported.');
  const parsed = new URL(request.url);
  const queryObj = {
    ...pairsObject(request.queryString),
    ...pairsObject([...parsed.searchParams].map(([name, value]) => ({name, value}))),
  };
  // A header that repeats keeps its last value, as in httpsnippet.
  const headersObj = Object.fromEntries(request.headers.map(({name, value}) => [name, value]));
  const search = searchOf(queryObj);
  const pathname = parsed.pathname.replace(/'/g, '%27');
  const url = `${parsed.origin}${pathname}`;
  const fullUrl = search ? `${url}?${search}` : url;
  return {
    ...request,
    postData: postDataOf(request),
    url,
    fullUrl,
    queryObj,
    headersObj,
    cookiesObj: {},
    allHeaders: {...headersObj},
    uriObj: {
      protocol: parsed.protocol,
      slashes: true,
      auth: null,
      host: parsed.host,
      port: parsed.port || null,
      hostname: parsed.hostname,
      hash: null,
      search,
      query: queryObj,
      pathname,
      path: search ? `${pathname}?${search}` : pathname,
      href: fullUrl,
    },
  };
}
