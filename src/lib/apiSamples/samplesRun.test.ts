/**
 * The samples do what they say: curl (bash), JavaScript (Node's fetch) and
 * Python (Requests) run against a server on 127.0.0.1 that records what it
 * receives, with the API host swapped for the server's. There is no PHP on the
 * machine, so the PHP sample's literals are read by PHP's own rules for
 * single-quoted strings. The body carries values that break naive quoting.
 */
import {spawn} from 'node:child_process';
import {createServer, type IncomingHttpHeaders, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Json} from '../../data/api/types';
import {requestOf, type RequestInput} from './request';
import {samplesOf, type Sample} from './samples';

const TRICKY_BODY: Json = {
  title: 'It\'s "quoted", with a back\\slash and \\" both',
  note: 'line one\nline two\r\n\ttabbed',
  unicode: 'café, 東京, 🍜, a line separator \u2028 and \u0001',
  html: '<img src=x onerror=alert(1)>',
  shell: "$HOME `id` $(id) %s {{x}} '\\'",
  'key with "quotes" and \'apostrophes\'': ["it's", 1.5, -2, true, false, null, {}],
};

const HOST = 'https://api.tessera.dev';

interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

let server: Server;
let origin: string;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      // A call answered with no body, as DELETE /console/v1/brand is.
      if (request.url?.endsWith('/no-content')) {
        response.writeHead(204);
        response.end();
        return;
      }
      response.writeHead(200, {'Content-Type': 'application/json'});
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
});

const RUNNERS: Readonly<Record<string, readonly string[]>> = {
  curl: ['bash', '-c'],
  js: ['node', '--input-type=module', '-e'],
  python: ['python3', '-c'],
};

/** Runs a sample against the local server; resolves with what the server received and what it printed. */
function run(sample: Sample): Promise<Received & {readonly output: string}> {
  const [command, ...args] = RUNNERS[sample.id] ?? [];
  if (!command) throw new Error(`No runner for the ${sample.id} sample`);
  const code = sample.code.split(HOST).join(origin);
  if (code === sample.code) throw new Error(`The ${sample.id} sample does not call ${HOST}`);
  return new Promise((resolve, reject) => {
    const before = received.length;
    const child = spawn(command, [...args, code], {stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => {
      const request = received[before];
      if (status !== 0 || !request || received.length !== before + 1) {
        reject(new Error(`The ${sample.id} sample exited ${status}:\n${output}\n---\n${code}`));
      } else resolve({...request, output});
    });
  });
}

/** A PHP single-quoted string's value: `\'` is a quote, `\\` a backslash, every other character itself. */
function phpSingleQuoted(literal: string): string {
  return literal.replace(/\\(['\\])/g, '$1');
}

/** What the PHP sample sends, read from its literals. */
function phpRequest(code: string): {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
} {
  const STRING = "'((?:[^'\\\\]|\\\\.)*)'";
  const call = new RegExp(`\\$client->request\\(${STRING}, ${STRING}`).exec(code);
  if (!call) throw new Error(`No request call in the PHP sample:\n${code}`);
  const body = new RegExp(`'body' => ${STRING},`).exec(code);
  const headers = Object.fromEntries(
    [...code.matchAll(new RegExp(`^ {4}${STRING} => ${STRING},$`, 'gm'))].map((match) => [
      phpSingleQuoted(match[1] ?? ''),
      phpSingleQuoted(match[2] ?? ''),
    ]),
  );
  return {
    method: phpSingleQuoted(call[1] ?? ''),
    url: phpSingleQuoted(call[2] ?? ''),
    headers,
    ...(body ? {body: phpSingleQuoted(body[1] ?? '')} : {}),
  };
}

const CALLS: Record<string, RequestInput> = {
  'a POST whose JSON body has quotes, newlines, unicode and markup as data': {
    method: 'POST',
    url: `${HOST}/admin/v1/blogs`,
    key: 'tak_...',
    body: TRICKY_BODY,
  },
  'a GET whose path and query values have quotes, spaces and unicode': {
    method: 'GET',
    url: `${HOST}/project/v1/posts/{slug}`,
    pathParams: {slug: "it's a café"},
    query: {blog: 'news & "more"', path: '/about', q: "l'été"},
    key: 'tpk_...',
  },
  'a DELETE': {
    method: 'DELETE',
    url: `${HOST}/admin/v1/blogs/{id}`,
    pathParams: {id: 'blg_4t8k2w6n'},
    key: 'tak_...',
  },
};

describe.each(Object.entries(CALLS))('%s', (_, input) => {
  const request = requestOf(input);
  const expectedUrl = new URL(request.url);
  const samples = samplesOf(request);

  test.each(['curl', 'js', 'python'])('the %s sample sends it', async (id) => {
    const sample = samples.find((candidate) => candidate.id === id);
    if (!sample) throw new Error(`No ${id} sample`);
    const got = await run(sample);
    const url = new URL(got.url, origin);
    expect({
      method: got.method,
      path: decodeURIComponent(url.pathname),
      query: [...url.searchParams],
      authorization: got.headers.authorization,
      contentType: got.headers['content-type'],
      body: got.body === '' ? undefined : (JSON.parse(got.body) as Json),
    }).toEqual({
      method: input.method,
      path: decodeURIComponent(expectedUrl.pathname),
      query: [...expectedUrl.searchParams],
      authorization: `Bearer ${input.key}`,
      contentType: input.body === undefined ? undefined : 'application/json',
      body: input.body,
    });
  });

  test('the PHP sample sends it', () => {
    const sample = samples.find((candidate) => candidate.id === 'php');
    if (!sample) throw new Error('No PHP sample');
    const sent = phpRequest(sample.code);
    expect({
      ...sent,
      body: sent.body === undefined ? undefined : (JSON.parse(sent.body) as Json),
    }).toEqual({
      method: input.method,
      url: request.url,
      headers: {
        Authorization: `Bearer ${input.key}`,
        ...(input.body === undefined ? {} : {'Content-Type': 'application/json'}),
      },
      body: input.body,
    });
  });
});

describe('a call answered with no body (204)', () => {
  const request = requestOf({
    method: 'DELETE',
    url: `${HOST}/console/v1/no-content`,
    key: 'tsk_...',
  });
  const samples = samplesOf(request, {emptyResponse: true});

  test.each(['js', 'python'])(
    'the %s sample prints the status instead of reading JSON',
    async (id) => {
      const sample = samples.find((candidate) => candidate.id === id);
      if (!sample) throw new Error(`No ${id} sample`);
      const {method, output} = await run(sample);
      expect({method, output: output.trim()}).toEqual({method: 'DELETE', output: '204'});
    },
  );

  test('without the option the samples read JSON, which a 204 cannot give', () => {
    const python = samplesOf(request).find((candidate) => candidate.id === 'python');
    expect(python?.code).toContain('print(response.json())');
  });
});
