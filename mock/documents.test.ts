import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import type {ApiId} from '../src/data/api/types';
import {API_IDS, documentPath} from '../src/plugins/openapi/document';
import {writeMockDocuments} from './documents';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-mock-documents-'));
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

/** A stand-in build/ whose documents say which API they are, so the test sees which were read. */
function writeBuild(apis: readonly ApiId[]): string {
  const buildDir = join(dir, 'build');
  for (const api of apis) {
    const file = join(buildDir, documentPath(api));
    mkdirSync(dirname(file), {recursive: true});
    writeFileSync(
      file,
      JSON.stringify({
        servers: [{url: `https://api.tessera.dev/${api}/v1`}],
        paths: {'/built': {}},
      }),
    );
  }
  return buildDir;
}

const read = (file: string): {servers: unknown; paths: object} =>
  JSON.parse(readFileSync(file, 'utf8')) as {servers: unknown; paths: object};

describe('writeMockDocuments', () => {
  test("serves build/'s documents when it has all three, with the server's path in the paths", () => {
    const buildDir = writeBuild(API_IDS);
    const {source, files} = writeMockDocuments(join(dir, 'out'), {buildDir, from: 'build'});
    expect(source).toBe('build');
    expect(read(files.admin)).toEqual({
      servers: [{url: 'https://api.tessera.dev'}],
      paths: {'/admin/v1/built': {}},
    });
  });

  test("writes the model's documents when build/ lacks one of them", () => {
    const buildDir = writeBuild(['admin', 'console']);
    const {source, files} = writeMockDocuments(join(dir, 'out'), {buildDir, from: 'build'});
    expect(source).toBe('model');
    expect(Object.keys(read(files.project).paths)).toContain('/project/v1/posts');
  });

  test("writes the model's documents when asked to, even beside a build", () => {
    const buildDir = writeBuild(API_IDS);
    const {source, files} = writeMockDocuments(join(dir, 'out'), {buildDir, from: 'model'});
    expect(source).toBe('model');
    expect(Object.keys(read(files.admin).paths)).toContain('/admin/v1/blogs');
  });
});
