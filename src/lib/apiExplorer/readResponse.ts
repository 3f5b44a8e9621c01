/**
 * A response as Try it shows it: status, time, headers and the body, pretty-printed when it is
 * JSON. The body is read up to a limit and the rest left unread, so a huge response cannot freeze
 * the page; the reader is told it was cut.
 */

/** Bytes of a body Try it reads and shows; past this the reader gets a note and the start. */
export const SHOWN_BODY_BYTES = 256 * 1024;

export interface ShownResponse {
  readonly status: number;
  readonly statusText: string;
  /** Milliseconds from send to the whole shown body read. */
  readonly ms: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: string;
  /** True when the body parsed as JSON (and is shown pretty-printed). */
  readonly json: boolean;
  /** Set when the body was longer than SHOWN_BODY_BYTES: its full length when the server said. */
  readonly cut?: {readonly totalBytes?: number};
}

/** The first `limit` bytes of a body, and whether there was more. */
export async function readCapped(
  response: Response,
  limit = SHOWN_BODY_BYTES,
): Promise<{bytes: Uint8Array; more: boolean}> {
  if (!response.body) {
    const all = new Uint8Array(await response.arrayBuffer());
    return {bytes: all.slice(0, limit), more: all.length > limit};
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let more = false;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
    if (length > limit) {
      more = true;
      await reader.cancel();
      break;
    }
  }
  const bytes = new Uint8Array(Math.min(length, limit));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - offset);
    bytes.set(part, offset);
    offset += part.length;
    if (offset >= bytes.length) break;
  }
  return {bytes, more};
}

/** The body pretty-printed when it is whole and JSON, else as it came. */
export function presentBody(text: string, whole: boolean): {body: string; json: boolean} {
  if (whole && text.trim() !== '') {
    try {
      return {body: JSON.stringify(JSON.parse(text), null, 2), json: true};
    } catch {
      // Not JSON: shown as the text it is.
    }
  }
  return {body: text, json: false};
}

export async function readResponse(
  response: Response,
  startedAt: number,
  now: () => number = () => performance.now(),
): Promise<ShownResponse> {
  const {bytes, more} = await readCapped(response);
  const text = new TextDecoder().decode(bytes);
  const {body, json} = presentBody(text, !more);
  const length = Number(response.headers.get('content-length'));
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => headers.push([name, value]));
  return {
    status: response.status,
    statusText: response.statusText,
    ms: Math.round(now() - startedAt),
    headers,
    body,
    json,
    ...(more ? {cut: Number.isFinite(length) && length > 0 ? {totalBytes: length} : {}} : {}),
  };
}

/** "256 KB", "10.0 MB". */
export function byteSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.round(bytes / 1024)} KB`;
}
