/**
 * The mock answers every endpoint's curl sample, run with the real curl and an example key in place
 * of the placeholder, with the documented status and example; it refuses a body without a required field (400) and a request without a
 * key (401) as the reference documents; every endpoint's Try it request, filled from the documented
 * example, gets its documented status; and a page of the site may call it from the browser (CORS).
 */
import {execFile} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {API_HOST, apis, endpoints, getEndpoint} from '../src/data/api';
import {successStatus} from '../src/data/api/examples';
import type {Endpoint} from '../src/data/api/types';
import {fillSample} from '../src/lib/apiContext/fillSample';
import {keyPlaceholder} from '../src/lib/apiSamples';
import {exampleSamples} from '../src/plugins/api-reference/exampleSamples';
import {buildRequest} from '../src/lib/apiExplorer/buildRequest';
import {exampleValues} from '../src/lib/apiExplorer/types';
import {tryItView} from '../src/plugins/api-reference/tryItView';
import {DEFAULT_PORTS, freePort, startMock, type RunningMock} from './launch';
import {pointAtMock} from './samples';

/** The curl sample each endpoint's page shows. Another generator's samples would be read here. */
function curlCommand(endpoint: Endpoint): string {
  const sample = exampleSamples(endpoint).find((candidate) => candidate.id === 'curl');
  if (!sample) throw new Error(`No curl sample for ${endpoint.id}`);
  return sample.code;
}

/** A key of the endpoint's API, as a reader puts in place of the sample's placeholder. */
function exampleKey(endpoint: Endpoint): string {
  return `${apis[endpoint.api].credential.prefix}example`;
}

/** The call the refusals and the browser's calls are tried on: a POST with a JSON body. */
const createBlog = getEndpoint('admin.blogs.create');

/** The origin of a page of the site in development, which calls the mock from the browser. */
const SITE_ORIGIN = 'http://127.0.0.1:3000';

const run = promisify(execFile);
let mock: RunningMock;
let adminPort = 0;
let curlHome = '';

beforeAll(async () => {
  // One API on a port given, the others on free ones.
  adminPort = await freePort();
  mock = await startMock({from: 'model', ports: {admin: adminPort}});
  // curl reads its options from $CURL_HOME/.curlrc: the status after the body, so that each
  // sample runs exactly as the page shows it.
  curlHome = mkdtempSync(join(tmpdir(), 'tessera-curl-'));
  writeFileSync(
    join(curlHome, '.curlrc'),
    ['silent', 'show-error', 'max-time = 10', 'write-out = "\\n%{http_code}"', ''].join('\n'),
  );
}, 60_000);

afterAll(async () => {
  await mock?.stop();
  if (curlHome) rmSync(curlHome, {recursive: true, force: true});
});

/** The sample with an example key, run by the shell at the mock; its status and body. */
async function runSample(endpoint: Endpoint): Promise<{status: number; body: string}> {
  const {prefix} = apis[endpoint.api].credential;
  const withKey = fillSample(
    curlCommand(endpoint),
    {key: keyPlaceholder(prefix), projectId: ''},
    {key: exampleKey(endpoint), projectId: ''},
    false,
  );
  const command = pointAtMock(
    withKey,
    `${API_HOST}${apis[endpoint.api].basePath}`,
    mock.urls[endpoint.api],
  );
  const {stdout} = await run('/bin/sh', ['-c', command], {
    env: {PATH: process.env.PATH ?? '', CURL_HOME: curlHome},
  });
  const cut = stdout.lastIndexOf('\n');
  return {status: Number(stdout.slice(cut + 1)), body: stdout.slice(0, cut)};
}

test('npm run mock serves the Admin, Console and Project APIs on 4010, 4011 and 4012', () => {
  expect(DEFAULT_PORTS).toEqual({admin: 4010, console: 4011, project: 4012});
});

test("each API's address is its base URL on loopback, on the port given or a free one", () => {
  expect(mock.urls.admin).toBe(`http://127.0.0.1:${adminPort}/admin/v1`);
  expect(mock.urls.console).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/console\/v1$/);
  expect(mock.urls.project).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/project\/v1$/);
});

describe('every sample, run with curl against the mock', () => {
  test.each(endpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s answers its documented status and example',
    async (_id, endpoint) => {
      const {status, body} = await runSample(endpoint);
      const expected = endpoint.example.response;
      expect({status, body: body ? (JSON.parse(body) as unknown) : undefined}).toEqual({
        status: successStatus(endpoint),
        body: expected,
      });
    },
  );
});

describe("every endpoint's Try it request, as the builder first fills it", () => {
  test.each(endpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s answers its documented status',
    async (_id, endpoint) => {
      const view = tryItView(endpoint);
      const origin = new URL(mock.urls[endpoint.api]).origin;
      const request = buildRequest(view, exampleValues(view), origin, exampleKey(endpoint));
      const response = await fetch(request.url, request);
      expect({status: response.status, violations: response.headers.get('sl-violations')}).toEqual({
        status: successStatus(endpoint),
        violations: null,
      });
    },
  );
});

describe('requests the documents refuse', () => {
  test('a blog without its required title: the documented 400, invalid_request', async () => {
    const {title: _title, ...withoutTitle} = createBlog.example.body ?? {};
    const response = await fetch(`${mock.urls.admin}/blogs`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${exampleKey(createBlog)}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(withoutTitle),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({error: {code: 'invalid_request'}});
    // Prism names what it found wrong.
    expect(response.headers.get('sl-violations')).toContain("required property 'title'");
  });

  test('no Authorization header: the documented 401, unauthorized', async () => {
    const response = await fetch(`${mock.urls.admin}/blogs`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({error: {code: 'unauthorized'}});
  });
});

describe('a page of the site calling the mock', () => {
  test('the preflight of a POST with Authorization and Content-Type allows it', async () => {
    const response = await fetch(`${mock.urls.admin}/blogs`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.split(',').sort()).toEqual([
      'authorization',
      'content-type',
    ]);
  });

  test('the POST itself answers with the origin allowed', async () => {
    const response = await fetch(`${mock.urls.admin}/blogs`, {
      method: 'POST',
      headers: {
        Origin: SITE_ORIGIN,
        Authorization: `Bearer ${exampleKey(createBlog)}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(createBlog.example.body),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });
});
