/**
 * The one place the twins read the API model. An endpoint page's twin shows
 * the method and full URL the page header shows, and its tests compare the
 * twin with the example request's samples and the example response the model
 * resolves to.
 * When the model's resolution moves, only the imports of this file change.
 */
import {API_HOST, findEndpoint} from '../../data/api';
import {responseExample} from '../../data/api/examples';
import type {Sample} from '../../lib/apiSamples';
import {exampleSamples} from '../api-reference/exampleSamples';
import {parseApiField} from '../../lib/parseApiField';

export interface ResolvedEndpoint {
  readonly method: string;
  /** Host and path, as the page header prints them. */
  readonly url: string;
  /** The example request in each language, as the page's tabs show it. */
  readonly samples: readonly Sample[];
  /** The example response body, or undefined when the call returns none. */
  readonly response: string | undefined;
}

/** The method and full URL of an `api` frontmatter field ("PATCH /admin/v1/..."), or undefined. */
export function endpointLine(apiField: unknown): string | undefined {
  const field = parseApiField(apiField);
  return field ? `${field.method} ${API_HOST}${field.path}` : undefined;
}

/** The resolved endpoint with this model ID (such as "admin.blogs.create"), or undefined. */
export function resolvedEndpoint(id: string): ResolvedEndpoint | undefined {
  const endpoint = findEndpoint(id);
  if (!endpoint) return undefined;
  return {
    method: endpoint.method,
    url: endpoint.url,
    samples: exampleSamples(endpoint),
    response: responseExample(endpoint),
  };
}
