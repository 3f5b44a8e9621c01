/**
 * render_template through the SDK's own client, in process: every checked Canvas example of the
 * docs renders to the output its page prints (the examples of src/canvas/documentedExamples.test.ts).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {canvasExamples, normaliseOutput} from '../src/canvas/examples';
import {markdownFiles, REPOSITORY_ROOT} from '../src/plugins/content-rules/markdownFiles';
import {createCanvasRunner, type CanvasRunner} from './canvasRunner';
import {openDocsSite} from './docsSite';
import {createDocsServer} from './server';
import {buildFolderFiles} from './siteFiles';

const cases = markdownFiles(['docs', 'versioned_docs', 'guides']).flatMap((file) =>
  canvasExamples(readFileSync(join(REPOSITORY_ROOT, file), 'utf8')).map((example) => ({
    name: `${file}:${example.line}`,
    example,
  })),
);

let client: Client;
let canvas: CanvasRunner;

beforeAll(async () => {
  canvas = createCanvasRunner();
  // render_template reads no file of the site: the build folder need not exist.
  const server = createDocsServer({
    site: openDocsSite(buildFolderFiles(join(REPOSITORY_ROOT, 'build'))),
    canvas,
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  client = new Client({name: 'render-test', version: '1.0.0'});
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  // The worker loads the engine once (seconds on a busy machine); the time limit starts after that.
  await canvas.render({template: '', data: ''});
}, 120_000);

afterAll(async () => {
  await client.close();
  canvas.close();
});

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

describe('render_template renders every documented example as its page prints it', () => {
  it('finds the examples', () => {
    expect(cases.length).toBeGreaterThan(200);
  });

  it.each(cases)(
    '$name',
    async ({name, example}) => {
      const result = (await client.callTool({
        name: 'render_template',
        arguments: {
          template: example.template,
          ...(example.data !== undefined ? {data: example.data} : {}),
          ...(Object.keys(example.templates).length > 0 ? {templates: example.templates} : {}),
        },
      })) as CallToolResult;
      expect({
        example: name,
        isError: result.isError ?? false,
        output: normaliseOutput(textOf(result)),
      }).toEqual({
        example: name,
        isError: false,
        output: normaliseOutput(example.output),
      });
    },
    15_000,
  );
});

describe('render_template and check_template report problems as the playground does', () => {
  it('names the line, the column and the closest documented filter', async () => {
    const result = (await client.callTool({
      name: 'check_template',
      arguments: {template: '<p>\n  {{ title|uper }}\n</p>'},
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(
      /no filter named "uper" \(line 2, column \d+\)\. Did you mean "upper"\?/,
    );
    expect(result.structuredContent).toMatchObject({
      kind: 'unknown-name',
      line: 2,
      suggestion: 'upper',
    });
  });

  it('says a valid template is valid', async () => {
    const result = (await client.callTool({
      name: 'check_template',
      arguments: {template: '{% for n in 1..3 %}{{ n }}{% endfor %}'},
    })) as CallToolResult;
    expect(result.isError ?? false).toBe(false);
    expect(textOf(result)).toMatch(/valid/);
  });

  it('stops a template that never ends after 2 seconds and keeps answering', async () => {
    const started = Date.now();
    const stuck = (await client.callTool({
      name: 'render_template',
      arguments: {
        template:
          '{% for i in 1..10000 %}{% for j in 1..10000 %}{% for k in 1..10000 %}{% endfor %}{% endfor %}{% endfor %}',
      },
    })) as CallToolResult;
    expect(stuck.isError).toBe(true);
    expect(textOf(stuck)).toMatch(/stopped after 2 seconds/);
    expect(Date.now() - started).toBeLessThan(12_000);
    const next = (await client.callTool({
      name: 'render_template',
      arguments: {template: '{{ 1 + 1 }}'},
    })) as CallToolResult;
    expect(textOf(next)).toBe('2');
  }, 30_000);

  it('refuses output over 500,000 characters', async () => {
    const result = (await client.callTool({
      name: 'render_template',
      arguments: {
        template: '{% for i in 1..10000 %}{% for j in 1..6 %}0123456789{% endfor %}{% endfor %}',
      },
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/more than the 500,000/);
  }, 15_000);

  it('reads data given as an object or as JSON text, and reports bad JSON', async () => {
    const asObject = (await client.callTool({
      name: 'render_template',
      arguments: {template: '{{ name }}', data: {name: 'Ada'}},
    })) as CallToolResult;
    expect(textOf(asObject)).toBe('Ada');
    const bad = (await client.callTool({
      name: 'render_template',
      arguments: {template: '{{ name }}', data: '{"name": '},
    })) as CallToolResult;
    expect(bad.isError).toBe(true);
  });
});
