/**
 * How to check the `Tessera-Signature` header of a delivery, in four forms: a Node.js module, a
 * Python module, a PHP function and a shell check with openssl. Every event page and the webhook
 * guide show these; mock/signatureSamples.test.ts runs each against a delivery signed by the site's
 * signer and against a tampered one.
 */

export interface SignatureSample {
  /** The value of its tab in the group of example languages, so the reader's choice holds across pages. */
  readonly tab: string;
  readonly label: string;
  /** The code block's language. */
  readonly language: string;
  /** The file the guide has the reader save it as. */
  readonly file: string;
  readonly code: string;
}

const node = `import crypto from 'node:crypto';

export function verifyTesseraSignature(rawBody, header, secret, toleranceSeconds = 300) {
  if (!header || !secret) return false;
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const index = part.indexOf('=');
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()];
    }),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;

  const expected = crypto
    .createHmac('sha256', secret)
    .update(\`\${parts.t}.\`)
    .update(rawBody)
    .digest();
  return crypto.timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}
`;

const python = `import hashlib
import hmac
import re
import time


def verify_tessera_signature(raw_body, header, secret, tolerance_seconds=300):
    """raw_body is the request body as bytes, header the Tessera-Signature value."""
    if not header or not secret:
        return False
    parts = dict(part.strip().split("=", 1) for part in header.split(",") if "=" in part)
    timestamp, signature = parts.get("t", ""), parts.get("v1", "")
    if not timestamp.isdigit() or not re.fullmatch(r"[0-9a-f]{64}", signature):
        return False
    if abs(time.time() - int(timestamp)) > tolerance_seconds:
        return False

    signed = timestamp.encode() + b"." + raw_body
    expected = hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)
`;

const php = `<?php

// $rawBody: file_get_contents('php://input'); $header: $_SERVER['HTTP_TESSERA_SIGNATURE'] ?? null
function verifyTesseraSignature(string $rawBody, ?string $header, string $secret, int $toleranceSeconds = 300): bool
{
    if (!$header || $secret === '') {
        return false;
    }
    $parts = [];
    foreach (explode(',', $header) as $part) {
        [$key, $value] = array_pad(explode('=', trim($part), 2), 2, '');
        $parts[$key] = $value;
    }
    $timestamp = $parts['t'] ?? '';
    $signature = $parts['v1'] ?? '';
    if (!ctype_digit($timestamp) || !preg_match('/^[0-9a-f]{64}$/', $signature)) {
        return false;
    }
    if (abs(time() - (int) $timestamp) > $toleranceSeconds) {
        return false;
    }

    $expected = hash_hmac('sha256', $timestamp . '.' . $rawBody, $secret);
    return hash_equals($expected, $signature);
}
`;

const shell = `# body.json holds the raw request body; TESSERA_SIGNATURE the header's value.
t=$(printf '%s' "$TESSERA_SIGNATURE" | tr ',' '\\n' | sed -n 's/^ *t=//p')
v1=$(printf '%s' "$TESSERA_SIGNATURE" | tr ',' '\\n' | sed -n 's/^ *v1=//p')
case "$t" in '' | *[!0-9]*) echo "invalid signature: no time" >&2; exit 1 ;; esac
expected=$({ printf '%s.' "$t"; cat body.json; } \\
  | openssl dgst -sha256 -hmac "$TESSERA_WEBHOOK_SECRET" | sed 's/^.*= //')
age=$(( $(date +%s) - t ))
if [ "$expected" = "$v1" ] && [ "$age" -le 300 ] && [ "$age" -ge -300 ]; then
  echo "valid signature"
else
  echo "invalid signature" >&2
  exit 1
fi
`;

export const SIGNATURE_SAMPLES: readonly SignatureSample[] = [
  {tab: 'js', label: 'JavaScript', language: 'js', file: 'verify.js', code: node},
  {tab: 'python', label: 'Python', language: 'python', file: 'verify.py', code: python},
  {tab: 'php', label: 'PHP', language: 'php', file: 'verify.php', code: php},
  // The shell tab of the group, where a reader of curl samples finds it.
  {tab: 'curl', label: 'Shell (openssl)', language: 'bash', file: 'verify.sh', code: shell},
];
