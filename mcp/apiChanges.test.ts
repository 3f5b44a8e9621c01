/**
 * list_changes through the SDK's own client, in process, and its answer's parts: the API and
 * date filters, the row and entry URLs, and a date it cannot read.
 */
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {apiChanges} from '../src/data/api/history';
import {site} from '../src/data/site';
import {createCanvasRunner, type CanvasRunner} from './canvasRunner';
import {openDocsSite} from './docsSite';
import {listChanges, sinceDate, type ListedChange} from './apiChanges';
import {createDocsServer} from './server';
import {buildFolderFiles} from './siteFiles';

describe('sinceDate', () => {
  it.each([
    ['2026-06', '2026-06-01'],
    ['2026-06-09', '2026-06-09'],
    ['2026', '2026-01-01'],
  ])('reads %s as %s', (value, date) => expect(sinceDate(value)).toBe(date));

  it.each(['June', '2026-13', '2026-02-30', ''])('refuses %p', (value) =>
    expect(sinceDate(value)).toBeUndefined(),
  );
});

describe('listChanges', () => {
  it('lists every row newest first without filters', () => {
    const answer = listChanges({}, site.url);
    expect(answer.ok && answer.changes.length).toBe(apiChanges.length);
  });

  it('says when nothing changed, with the page that lists everything', () => {
    const answer = listChanges({api: 'project', since: '2099'}, site.url);
    expect(answer).toMatchObject({ok: true, changes: []});
    expect(answer.text).toContain(`${site.url}/api/changes`);
  });
});

let client: Client;
let canvas: CanvasRunner;

beforeAll(async () => {
  canvas = createCanvasRunner();
  // list_changes reads no file of the site: the build folder need not exist.
  const server = createDocsServer({
    site: openDocsSite(buildFolderFiles(join(__dirname, '..', 'build'))),
    canvas,
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  client = new Client({name: 'changes-test', version: '1.0.0'});
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
});

afterAll(async () => {
  await client.close();
  canvas.close();
});

const call = async (args: Record<string, unknown>) =>
  (await client.callTool({name: 'list_changes', arguments: args})) as CallToolResult;
const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

describe('list_changes through the SDK client', () => {
  it('is listed as a read-only tool', async () => {
    const {tools} = await client.listTools();
    expect(tools.find((tool) => tool.name === 'list_changes')).toMatchObject({
      annotations: {readOnlyHint: true},
    });
  });

  it('answers "what changed in the Console API since June?"', async () => {
    const result = await call({api: 'console', since: '2026-06'});
    expect(result.isError).toBeFalsy();
    const {changes} = result.structuredContent as {changes: ListedChange[]};
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((change) => change.api === 'console' && change.date >= '2026-06-01')).toBe(
      true,
    );
    // The brand (July 21) and the roles (June 30) are in; the archive (April 21) is not.
    const targets = changes.map((change) => change.target);
    expect(targets).toContain('POST /console/v1/brand');
    expect(targets).toContain('POST /console/v1/roles');
    expect(targets).not.toContain('GET /console/v1/projects/archived');
    expect(changes[0]?.url).toMatch(/^https:\/\/developers\.tessera\.dev\/api\/changes#2026-/);
    expect(textOf(result)).toContain("Your agency's brand in the Console");
  });

  it('marks the breaking changes', async () => {
    const {changes} = (await call({api: 'console'})).structuredContent as {changes: ListedChange[]};
    expect(
      changes.find((change) => change.target === 'DELETE /console/v1/projects/{id}'),
    ).toMatchObject({
      breaking: true,
      kind: 'changed',
      date: '2026-04-21',
    });
  });

  it('refuses a date it cannot read, and an unknown API', async () => {
    const badDate = await call({since: 'last June'});
    expect(badDate.isError).toBe(true);
    expect(textOf(badDate)).toContain('2026-06');
    const badApi = await call({api: 'billing'});
    expect(badApi.isError).toBe(true);
  });
});
