/**
 * `npm run mock -- --send` against the endpoint of the guide "Receive and verify Tessera webhooks":
 * its server.js, read from the guide's Markdown, with verify.js, the JavaScript signature sample,
 * run in Node with Express. The endpoint must accept the signed example and refuse one signed with
 * another secret; bad arguments and an endpoint that is down get a sentence that says what to do.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {createInterface} from 'node:readline';
import {SIGNATURE_SAMPLES} from '../src/data/api/signatureSamples';
import {freePort} from './launch';
import {parseSendArguments} from './send';

const root = join(__dirname, '..');
const GUIDE = join(root, 'guides', 'receive-and-verify-webhooks.mdx');
const SECRET = 'whsec_local_test';

/** The code block titled `file` in the guide. */
function guideFile(file: string): string {
  const guide = readFileSync(GUIDE, 'utf8');
  const block = new RegExp(
    '```js title="' + file.replace('.', '\\.') + '"\\n([\\s\\S]*?)\\n```',
  ).exec(guide);
  if (!block?.[1]) throw new Error(`${GUIDE} has no js code block titled "${file}"`);
  return `${block[1]}\n`;
}

function npmSend(args: readonly string[]): {status: number | null; stdout: string; stderr: string} {
  const run = spawnSync('npm', ['run', '--silent', 'mock', '--', '--send', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: {...process.env, TESSERA_WEBHOOK_SECRET: ''},
  });
  return {status: run.status, stdout: run.stdout, stderr: run.stderr};
}

let dir = '';
let server: ChildProcess | undefined;
let port = 0;
const serverLines: string[] = [];

beforeAll(async () => {
  // Under node_modules/.cache, so that `import express` finds the site's own copy.
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, {recursive: true});
  dir = mkdtempSync(join(cache, 'guide-endpoint-'));
  const verify = SIGNATURE_SAMPLES.find((sample) => sample.file === 'verify.js');
  if (!verify) throw new Error('src/data/api/signatureSamples.ts has no verify.js');
  writeFileSync(join(dir, 'package.json'), '{"type": "module"}\n');
  writeFileSync(join(dir, 'verify.js'), verify.code);
  writeFileSync(join(dir, 'server.js'), guideFile('server.js'));
  port = await freePort();
  const started = spawn(process.execPath, ['server.js'], {
    cwd: dir,
    env: {...process.env, PORT: String(port), TESSERA_WEBHOOK_SECRET: SECRET},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = started;
  createInterface({input: started.stderr}).on('line', (line) => serverLines.push(line));
  await new Promise<void>((resolve, reject) => {
    createInterface({input: started.stdout}).on('line', (line) => {
      serverLines.push(line);
      if (line.startsWith('Listening on')) resolve();
    });
    started.once('exit', (code) =>
      reject(new Error(`The guide's server.js exited (${code}):\n${serverLines.join('\n')}`)),
    );
  });
}, 20_000);

afterAll(() => {
  server?.kill();
  if (dir) rmSync(dir, {recursive: true, force: true});
});

const hook = () => `http://127.0.0.1:${port}/webhooks/tessera`;

test("the guide's endpoint accepts the signed form.submitted example and handles it", async () => {
  const sent = npmSend(['form.submitted', hook(), '--secret', SECRET]);
  expect({status: sent.status, stderr: sent.stderr}).toEqual({status: 0, stderr: ''});
  expect(sent.stdout).toContain(`Sent form.submitted to ${hook()}`);
  expect(sent.stdout).toContain('Your endpoint answered 200 OK');
  // handle() runs after the answer: wait for its line.
  for (
    let tries = 0;
    tries < 50 && !serverLines.some((line) => line.includes('submission'));
    tries++
  )
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(serverLines).toContain('New contact submission from ada@example.com');
}, 20_000);

test('a delivery signed with another secret is refused with 401, and the mock says why', () => {
  const sent = npmSend(['form.submitted', hook(), '--secret', 'whsec_wrong']);
  expect(sent.status).toBe(1);
  expect(sent.stdout).toContain('Your endpoint answered 401 Unauthorized: invalid signature');
  expect(sent.stderr).toContain('the secrets differ');
}, 20_000);

test('an unknown event names the known ones; an endpoint that is down, what to start', async () => {
  const unknown = npmSend(['form.sent', hook(), '--secret', SECRET]);
  expect(unknown.status).toBe(2);
  expect(unknown.stderr).toContain(
    'Unknown event "form.sent". The events are form.submitted, entry.created, entry.updated, entry.deleted, project.published, project.unpublished, domain.verified.',
  );
  const closed = await freePort();
  const down = npmSend(['form.submitted', `http://127.0.0.1:${closed}/hook`, '--secret', SECRET]);
  expect(down.status).toBe(1);
  expect(down.stderr).toContain(
    `Could not deliver form.submitted to http://127.0.0.1:${closed}/hook: nothing is listening there. Start your endpoint first`,
  );
}, 20_000);

describe('the arguments of --send', () => {
  const env = {TESSERA_WEBHOOK_SECRET: 'whsec_from_env'};
  test('take the event, the URL and a secret, from --secret or the environment', () => {
    expect(parseSendArguments(['--send', 'entry.created', 'http://127.0.0.1:3000/h'], env)).toEqual(
      {
        event: 'entry.created',
        url: 'http://127.0.0.1:3000/h',
        secret: 'whsec_from_env',
      },
    );
    expect(
      parseSendArguments(['--send', '--secret', 'whsec_a', 'entry.created', 'http://h/x'], env),
    ).toMatchObject({event: 'entry.created', url: 'http://h/x', secret: 'whsec_a'});
  });
  test('say what is missing or wrong', () => {
    expect(parseSendArguments(['--send'], env)).toEqual({
      error: expect.stringContaining('Usage: npm run mock -- --send <event> <url>') as string,
    });
    expect(parseSendArguments(['--send', 'form.submitted', 'localhost:3000'], env)).toEqual({
      error: expect.stringContaining('is not an http:// or https:// URL') as string,
    });
    expect(parseSendArguments(['--send', 'form.submitted', 'http://h/x'], {})).toEqual({
      error: expect.stringContaining('No signing secret: pass --secret whsec_...') as string,
    });
  });
});
