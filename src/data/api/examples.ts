/**
 * The example response of an endpoint and the text of example values, derived
 * from the model. The example request's samples are made from the same values
 * by src/lib/apiSamples.
 */
import type {Endpoint, Json} from './types';

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
};

/** The success status of an endpoint: 201 for creations, 204 when there is no body, else 200. */
export function successStatus(endpoint: Endpoint): number {
  const {response} = endpoint;
  if (response.kind === 'empty') return 204;
  if (response.kind === 'object') return response.status ?? 200;
  return 200;
}

export function statusLine(status: number): string {
  return `${status} ${STATUS_TEXT[status] ?? ''}`.trim();
}

/** An example value as it appears in a URL or query: strings as they are, anything else as JSON. */
export function scalarText(value: Json): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** The example response body as formatted JSON, or undefined when the call returns no body. */
export function responseExample(endpoint: Endpoint): string | undefined {
  const value = endpoint.example.response;
  return value === undefined ? undefined : JSON.stringify(value, null, 2);
}
