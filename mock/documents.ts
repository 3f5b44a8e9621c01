/**
 * The documents the mock serves: the ones the build published when build/ has all three, so the mock
 * answers as the deployed reference reads, else the ones the model makes now (a fresh checkout).
 * Either way each is written as the mock serves it, with its server's path in its paths.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {ApiId} from '../src/data/api/types';
import {site} from '../src/data/site';
import {
  API_IDS,
  documentPath,
  openApiDocument,
  type OpenApiDocument,
} from '../src/plugins/openapi/document';
import {withServerPathInPaths} from './serverPath';

/** Where the documents came from: build/ or the model. */
export type DocumentSource = 'build' | 'model';

export interface MockDocuments {
  readonly source: DocumentSource;
  /** The written file of each API. */
  readonly files: Readonly<Record<ApiId, string>>;
}

/** The documents of `buildDir` when it has all three; otherwise undefined. */
export function builtDocuments(buildDir: string): Record<ApiId, OpenApiDocument> | undefined {
  const files = API_IDS.map((api) => join(buildDir, documentPath(api)));
  if (!files.every((file) => existsSync(file))) return undefined;
  return Object.fromEntries(
    API_IDS.map((api, index) => [
      api,
      JSON.parse(readFileSync(files[index] ?? '', 'utf8')) as OpenApiDocument,
    ]),
  ) as Record<ApiId, OpenApiDocument>;
}

/** The documents the model makes, as the build's OpenAPI plugin would publish them. */
export function modelDocuments(): Record<ApiId, OpenApiDocument> {
  return Object.fromEntries(API_IDS.map((api) => [api, openApiDocument(api, site.url)])) as Record<
    ApiId,
    OpenApiDocument
  >;
}

/**
 * Writes the three documents for the mock into `outDir` as `{api}.json`: from `buildDir` when it
 * has them and `from` allows it, else from the model.
 */
export function writeMockDocuments(
  outDir: string,
  {buildDir, from}: {readonly buildDir: string; readonly from: DocumentSource},
): MockDocuments {
  const built = from === 'build' ? builtDocuments(buildDir) : undefined;
  const documents = built ?? modelDocuments();
  mkdirSync(outDir, {recursive: true});
  const files = Object.fromEntries(
    API_IDS.map((api) => {
      const file = join(outDir, `${api}.json`);
      writeFileSync(file, JSON.stringify(withServerPathInPaths(documents[api])));
      return [api, file];
    }),
  ) as Record<ApiId, string>;
  return {source: built ? 'build' : 'model', files};
}
