/**
 * Each signature sample, as the pages show it, run in its own runtime against a delivery of the
 * form.submitted example signed by the site's signer: it must accept that delivery and reject one
 * whose body was changed after signing, one signed with another secret and one signed too long ago.
 * The runtimes come from scripts/ensure-sample-runtimes.mjs.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {getEvent} from '../src/data/api';
import {deliveryBody} from '../src/data/api/events';
import {SIGNATURE_SAMPLES, type SignatureSample} from '../src/data/api/signatureSamples';
import {signatureHeader} from '../src/plugins/webhook-signature/sign';

const SECRET = 'whsec_4f8a2c9e7b1d3056';
const PHP = process.env.PHP_PATH ?? '/usr/bin/php';

/** How each sample is called: its file, then a line that reads body.json and the environment. */
const callers: Readonly<Record<string, {command: string[]; file: string; caller?: string}>> = {
  'verify.js': {
    command: [process.execPath, 'check.mjs'],
    file: 'verify.mjs',
    caller: `import {readFileSync} from 'node:fs';
import {verifyTesseraSignature} from './verify.mjs';
const ok = verifyTesseraSignature(readFileSync('body.json'), process.env.TESSERA_SIGNATURE, process.env.TESSERA_WEBHOOK_SECRET);
process.exit(ok ? 0 : 1);
`,
  },
  'verify.py': {
    command: ['python3', 'check.py'],
    file: 'verify.py',
    caller: `import os, sys
from verify import verify_tessera_signature
with open("body.json", "rb") as body:
    ok = verify_tessera_signature(body.read(), os.environ.get("TESSERA_SIGNATURE"), os.environ["TESSERA_WEBHOOK_SECRET"])
sys.exit(0 if ok else 1)
`,
  },
  'verify.php': {
    command: [PHP, 'check.php'],
    file: 'verify.php',
    caller: `<?php
require __DIR__ . '/verify.php';
$ok = verifyTesseraSignature(file_get_contents('body.json'), getenv('TESSERA_SIGNATURE') ?: null, getenv('TESSERA_WEBHOOK_SECRET'));
exit($ok ? 0 : 1);
`,
  },
  'verify.sh': {command: ['sh', 'verify.sh'], file: 'verify.sh'},
};

const checkExtension: Readonly<Record<string, string>> = {
  'verify.js': 'mjs',
  'verify.py': 'py',
  'verify.php': 'php',
};

interface Delivery {
  readonly body: string;
  readonly header: string;
}

function runSample(
  sample: SignatureSample,
  delivery: Delivery,
): {status: number | null; output: string} {
  const caller = callers[sample.file];
  if (!caller)
    throw new Error(`No caller for ${sample.file}: add one to mock/signatureSamples.test.ts`);
  const dir = mkdtempSync(join(tmpdir(), 'tessera-signature-'));
  try {
    writeFileSync(join(dir, caller.file), sample.code);
    if (caller.caller)
      writeFileSync(join(dir, `check.${checkExtension[sample.file]}`), caller.caller);
    writeFileSync(join(dir, 'body.json'), delivery.body);
    const [command = '', ...args] = caller.command;
    const run = spawnSync(command, args, {
      cwd: dir,
      encoding: 'utf8',
      env: {...process.env, TESSERA_SIGNATURE: delivery.header, TESSERA_WEBHOOK_SECRET: SECRET},
    });
    if (run.error) throw run.error;
    return {status: run.status, output: `${run.stdout}${run.stderr}`};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

beforeAll(() => {
  const missing = [PHP, '/usr/bin/openssl'].filter((path) => !existsSync(path));
  if (missing.length > 0)
    throw new Error(
      `The signature samples need ${missing.join(' and ')}. Run "node scripts/ensure-sample-runtimes.mjs" as root, or install the Debian packages php-cli and openssl.`,
    );
});

const body = deliveryBody(getEvent('form.submitted'));
const now = () => Math.floor(Date.now() / 1000);
const cases: readonly {name: string; accepted: boolean; delivery: () => Delivery}[] = [
  {
    name: 'accepts a delivery signed by the site’s signer',
    accepted: true,
    delivery: () => ({body, header: signatureHeader(body, SECRET, now())}),
  },
  {
    name: 'rejects the delivery with its body tampered',
    accepted: false,
    delivery: () => ({
      body: body.replace('ada@example.com', 'eve@example.com'),
      header: signatureHeader(body, SECRET, now()),
    }),
  },
  {
    name: 'rejects a delivery signed with another secret',
    accepted: false,
    delivery: () => ({body, header: signatureHeader(body, 'whsec_another', now())}),
  },
  {
    name: 'rejects a delivery signed ten minutes ago',
    accepted: false,
    delivery: () => ({body, header: signatureHeader(body, SECRET, now() - 600)}),
  },
];

describe.each(SIGNATURE_SAMPLES.map((sample) => [sample.label, sample] as const))(
  'the %s sample',
  (_label, sample) => {
    test.each(cases)('$name', ({accepted, delivery}) => {
      const {status, output} = runSample(sample, delivery());
      // The output says why, when the sample answers otherwise.
      expect({accepted: status === 0, output}).toEqual({accepted, output});
    });
  },
);
