/**
 * Signs a webhook delivery as Tessera does: `Tessera-Signature: t=<unix time>,v1=<hex HMAC-SHA256
 * of "<t>.<raw body>">`, keyed with the whole secret string (`whsec_...`). The mock's `--send`, the
 * example deliveries of the event pages and the tests of the verification samples all sign here.
 */
import {createHmac} from 'node:crypto';

export const SIGNATURE_HEADER = 'Tessera-Signature';

/** The header's value for this body, secret and time (seconds since 1970; now by default). */
export function signatureHeader(
  body: string | Buffer,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
