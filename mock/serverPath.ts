/**
 * Prism serves a document's paths as they are written and ignores the path of its server, by design
 * (Prism's FAQ), while the samples call `https://api.tessera.dev/admin/v1/blogs`. The mock's copy of
 * a document therefore carries the server's path in every path, and keeps only its origin as server.
 */

/** The parts of an OpenAPI document this move reads and changes. */
export interface ServedDocument {
  readonly servers: readonly {readonly url: string}[];
  readonly paths: {readonly [path: string]: unknown};
}

/** `servers: [https://api.tessera.dev/admin/v1]`, `/blogs` → `servers: [https://api.tessera.dev]`, `/admin/v1/blogs`. */
export function withServerPathInPaths<T extends ServedDocument>(document: T): T {
  const [server, ...others] = document.servers;
  if (!server || others.length > 0)
    throw new Error(
      `An OpenAPI document for the mock needs exactly one server; this one has ${document.servers.length}.`,
    );
  const url = new URL(server.url);
  const base = url.pathname.replace(/\/+$/, '');
  return {
    ...document,
    servers: [{url: url.origin}],
    paths: Object.fromEntries(
      Object.entries(document.paths).map(([path, item]) => [`${base}${path}`, item]),
    ),
  };
}
