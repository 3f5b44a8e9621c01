/** What the reader is told when a request gets no response at all. */
import type {TryItServer} from './types';

export const MOCK_COMMAND = 'npm run mock';

/** True for an address on the reader's own machine. */
export function isLoopback(url: string): boolean {
  try {
    const {hostname} = new URL(url);
    return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
  } catch {
    return false;
  }
}

export function sendFailure(server: TryItServer): string {
  if (isLoopback(server.url)) {
    return `No answer from ${server.url}. Start the mock with ${MOCK_COMMAND}, then send again.`;
  }
  return `The request to ${server.url} got no response: the network is down, or the server refused a request from this page (CORS).`;
}
