/**
 * A `fetch` whose requests leave from a chosen loopback address (127.0.0.2, 127.0.0.3, …: all of
 * 127.0.0.0/8 is this machine on Linux), so that one test plays several clients, each counted by its
 * own address, as nginx's and the MCP server's request limits count readers. Node's own fetch
 * cannot choose the address a request leaves from; node:http can.
 */
import {request} from 'node:http';
import {Readable} from 'node:stream';
import type {FetchLike} from '@modelcontextprotocol/sdk/shared/transport.js';

export function fetchFrom(localAddress: string): FetchLike {
  return (input, init) =>
    new Promise((resolve, reject) => {
      const url = new URL(String(input));
      const sent = request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: init?.method ?? 'GET',
          headers: Object.fromEntries(new Headers(init?.headers)),
          localAddress,
          ...(init?.signal ? {signal: init.signal} : {}),
        },
        (answer) => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(answer.headers))
            if (value !== undefined)
              headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          const empty = [204, 304].includes(answer.statusCode ?? 0) || init?.method === 'HEAD';
          if (empty) answer.resume();
          resolve(
            new Response(empty ? null : (Readable.toWeb(answer) as ReadableStream<Uint8Array>), {
              status: answer.statusCode ?? 0,
              headers,
            }),
          );
        },
      );
      sent.on('error', reject);
      sent.end(typeof init?.body === 'string' ? init.body : undefined);
    });
}
