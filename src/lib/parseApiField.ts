export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiField {
  readonly method: HttpMethod;
  readonly path: string;
}

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Reads an `api` frontmatter field ("POST /v1/projects"). Returns undefined
 * when it is not a method followed by a path starting with "/".
 */
export function parseApiField(value: unknown): ApiField | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^\s*([A-Za-z]+)\s+(\/\S*)\s*$/.exec(value);
  const method = match?.[1]?.toUpperCase();
  const path = match?.[2];
  if (!method || !path || !METHODS.includes(method as HttpMethod)) return undefined;
  return {method: method as HttpMethod, path};
}
