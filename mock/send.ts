/**
 * `npm run mock -- --send <event> <url> [--secret <secret>]`: posts the event's documented example
 * to the reader's endpoint, signed as Tessera signs it, and prints the status the endpoint answered.
 * The secret defaults to $TESSERA_WEBHOOK_SECRET, as the guide's server reads it.
 */
import {findEvent, webhookEvents} from '../src/data/api';
import {deliveryBody} from '../src/data/api/events';
import {SIGNATURE_HEADER, signatureHeader} from '../src/plugins/webhook-signature/sign';

export interface SendRequest {
  readonly event: string;
  readonly url: string;
  readonly secret: string;
}

const USAGE = 'Usage: npm run mock -- --send <event> <url> [--secret <whsec_...>]';

/** The request `--send` arguments ask for, or the sentence that says what is wrong with them. */
export function parseSendArguments(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): SendRequest | {readonly error: string} {
  const rest = args.slice(args.indexOf('--send') + 1);
  const secretAt = rest.indexOf('--secret');
  const secret = secretAt >= 0 ? rest[secretAt + 1] : env.TESSERA_WEBHOOK_SECRET;
  const [event, url] = rest.filter(
    (_, index) => secretAt < 0 || (index !== secretAt && index !== secretAt + 1),
  );
  const known = webhookEvents.map((candidate) => candidate.name).join(', ');
  if (!event || !url) return {error: `${USAGE}\nEvents: ${known}.`};
  if (!findEvent(event)) return {error: `Unknown event "${event}". The events are ${known}.`};
  if (!/^https?:\/\//.test(url))
    return {
      error: `"${url}" is not an http:// or https:// URL, such as http://127.0.0.1:3000/webhooks/tessera.`,
    };
  if (!secret)
    return {
      error: `No signing secret: pass --secret whsec_... (the one your endpoint checks), or set TESSERA_WEBHOOK_SECRET.\n${USAGE}`,
    };
  return {event, url, secret};
}

export interface SendResult {
  readonly status: number;
  readonly statusText: string;
  readonly body: string;
}

/** Posts the event's example, signed now. Throws a sentence naming what to start when nothing answers. */
export async function sendEvent({event, url, secret}: SendRequest): Promise<SendResult> {
  const found = findEvent(event);
  if (!found) throw new Error(`Unknown event "${event}".`);
  const body = deliveryBody(found);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [SIGNATURE_HEADER]: signatureHeader(body, secret),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    const cause = (error as {cause?: {code?: string}}).cause?.code ?? (error as Error).name;
    const why =
      cause === 'ECONNREFUSED'
        ? 'nothing is listening there'
        : cause === 'TimeoutError'
          ? 'it did not answer within 10 seconds, the time Tessera gives an endpoint'
          : `the request failed (${cause})`;
    throw new Error(
      `Could not deliver ${event} to ${url}: ${why}. Start your endpoint first (the guide's: node server.js) and check the port and path.`,
    );
  }
  return {status: response.status, statusText: response.statusText, body: await response.text()};
}

/** Runs `--send`; returns the exit code: 0 when the endpoint answered 2xx. */
export async function send(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  print: (line: string) => void,
  printError: (line: string) => void,
): Promise<number> {
  const request = parseSendArguments(args, env);
  if ('error' in request) {
    printError(request.error);
    return 2;
  }
  try {
    const result = await sendEvent(request);
    const ok = result.status >= 200 && result.status < 300;
    print(`Sent ${request.event} to ${request.url}, signed with ${request.secret.slice(0, 10)}...`);
    print(
      `Your endpoint answered ${result.status} ${result.statusText}${ok ? '' : `: ${result.body.slice(0, 200)}`}`,
    );
    if (!ok)
      printError(
        result.status === 401
          ? 'A 401 usually means the secrets differ: pass the secret your endpoint checks with --secret.'
          : 'Tessera would retry this delivery with exponential backoff for up to 24 hours.',
      );
    return ok ? 0 : 1;
  } catch (error) {
    printError((error as Error).message);
    return 1;
  }
}
