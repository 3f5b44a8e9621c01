/**
 * Who the Streamable HTTP endpoint answers. A page on another site can reach a server on
 * loopback through DNS rebinding, or post to it from the reader's browser: only the Host names
 * the server was told of answer, and a browser's Origin must be one of them. Behind a proxy
 * (--behind-proxy), the names are the public ones the proxy serves, and the client's address is
 * the one the proxy puts in X-Forwarded-For (the socket's is the proxy's own).
 */

export interface ClientHeaders {
  readonly host?: string | undefined;
  readonly origin?: string | undefined;
  readonly forwardedFor?: string | undefined;
}

/** The Host values the server answers: its own loopback address and port, and the proxied names. */
export function allowedHosts(
  listening: {readonly host: string; readonly port: number},
  proxiedHosts: readonly string[] = [],
): ReadonlySet<string> {
  const host = listening.host.includes(':') ? `[${listening.host}]` : listening.host;
  return new Set(
    [`${host}:${listening.port}`, `localhost:${listening.port}`, ...proxiedHosts].map((name) =>
      name.toLowerCase(),
    ),
  );
}

/** Why a request is refused (403), or undefined when its Host and Origin are allowed. */
export function refusal(headers: ClientHeaders, allowed: ReadonlySet<string>): string | undefined {
  const host = (headers.host ?? '').toLowerCase();
  if (!allowed.has(host)) return `Host "${headers.host ?? ''}" is not served here.`;
  if (headers.origin === undefined) return undefined;
  let origin: string;
  try {
    origin = new URL(headers.origin).host.toLowerCase();
  } catch {
    origin = '';
  }
  return allowed.has(origin)
    ? undefined
    : `Origin "${headers.origin}" may not call this server: pages of other sites are refused.`;
}

/**
 * The address a request limit counts against. The socket's, unless a proxy is trusted: then the
 * last address of X-Forwarded-For, the one the proxy itself wrote (nginx.conf and `npm start` set
 * the header to the client's address, replacing whatever the client sent).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: boolean,
): string {
  const forwarded = forwardedFor?.split(',').pop()?.trim();
  return (trustProxy && forwarded ? forwarded : socketAddress) ?? 'unknown';
}
