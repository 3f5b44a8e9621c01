/**
 * The error codes the APIs return in `{ "error": { "code", "message" } }`,
 * and the rows every endpoint's error table starts from.
 */
import type {ApiId, EndpointError} from './types';

export const errorCatalogue = {
  invalid_request: {
    status: 400,
    meaning:
      'The body is not valid JSON, or a parameter is missing, unknown or of the wrong type. The message names the parameter.',
  },
  agency_required: {
    status: 400,
    meaning: 'You belong to more than one agency and the request has no `Tessera-Agency` header.',
  },
  unauthorized: {
    status: 401,
    meaning:
      'The `Authorization` header is missing, or the key is unknown, expired, revoked or of another kind. The message names the prefix this API expects.',
  },
  forbidden: {status: 403, meaning: 'Your role in the agency does not allow this call.'},
  origin_not_allowed: {
    status: 403,
    meaning:
      "The request comes from a browser origin that is not in the public key's allowed origins.",
  },
  not_found: {status: 404, meaning: 'No object with this ID exists, or the key cannot see it.'},
  already_exists: {status: 409, meaning: 'An object with the same unique value already exists.'},
  invalid_state: {status: 409, meaning: 'The object is not in a state that allows this call.'},
  rate_limited: {
    status: 429,
    meaning:
      'Too many requests in a short time. Wait for the number of seconds in the `Retry-After` header, then retry.',
  },
} as const satisfies Record<string, {status: number; meaning: string}>;

export type ErrorCode = keyof typeof errorCatalogue;

export function catalogueError(code: ErrorCode, meaning?: string): EndpointError {
  const entry = errorCatalogue[code];
  return {status: entry.status, code, meaning: meaning ?? entry.meaning};
}

/** The catalogue codes each API can return; the /api overview and the introductions list them. */
export const errorsByApi: Readonly<Record<ApiId, readonly ErrorCode[]>> = {
  console: [
    'invalid_request',
    'agency_required',
    'unauthorized',
    'forbidden',
    'not_found',
    'already_exists',
    'invalid_state',
    'rate_limited',
  ],
  admin: [
    'invalid_request',
    'unauthorized',
    'not_found',
    'already_exists',
    'invalid_state',
    'rate_limited',
  ],
  project: ['invalid_request', 'unauthorized', 'origin_not_allowed', 'not_found', 'rate_limited'],
};
