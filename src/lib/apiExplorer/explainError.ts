/** The documented meaning of an error response, found by its error code, else by its status. */
import type {TryItError} from './types';

/** `error.code` of a body shaped `{ "error": { "code": "..." } }`. */
export function errorCodeOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as {error?: {code?: unknown}};
    return typeof parsed.error?.code === 'string' ? parsed.error.code : undefined;
  } catch {
    return undefined;
  }
}

export function explainError(
  status: number,
  body: string,
  errors: readonly TryItError[],
): TryItError | undefined {
  if (status < 400) return undefined;
  const code = errorCodeOf(body);
  return (
    (code && errors.find((error) => error.code === code)) ||
    errors.find((error) => error.status === status)
  );
}
