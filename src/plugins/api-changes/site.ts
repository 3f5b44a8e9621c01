/**
 * The history applied to this site: its current OpenAPI documents, its changelog entries, and
 * the files `npm run api:changes` writes (src/data/api/history/generated/), which the build, the
 * MCP server and the changelog read, so none of them runs the diff.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {findEndpoint} from '../../data/api';
import {site} from '../../data/site';
import type {ApiChange, ReleasedDocument} from '../../data/api/history/types';
import type {ApiId} from '../../data/api/types';
import {readChangelog} from '../changelog-trail/entries';
import {API_IDS, openApiDocument} from '../openapi/document';
import type {EntryRef} from './history';

export const GENERATED_DIR = join('src', 'data', 'api', 'history', 'generated');
export const CHANGES_FILE = join(GENERATED_DIR, 'changes.json');

export function releasedFile(api: ApiId): string {
  return join(GENERATED_DIR, `released-${api}.json`);
}

export function currentDocuments(): Record<ApiId, unknown> {
  return Object.fromEntries(API_IDS.map((api) => [api, openApiDocument(api, site.url)])) as Record<
    ApiId,
    unknown
  >;
}

/** The changelog entries by file name without extension ("2026-04-21-projects-archive-restore"). */
export function changelogEntries(siteDir: string): {
  entryOf: (name: string) => EntryRef | undefined;
  entryText: (file: string) => string | undefined;
} {
  const entries = readChangelog(siteDir);
  return {
    entryOf: (name) => {
      const entry = entries.find((candidate) =>
        candidate.file.replace(/\.mdx?$/, '').endsWith(`/${name}`),
      );
      return entry && {file: entry.file, title: entry.title, permalink: entry.permalink};
    },
    entryText: (file) => {
      const path = join(siteDir, file);
      return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    },
  };
}

export function docIdOf(endpoint: string): string | undefined {
  return findEndpoint(endpoint)?.docId;
}

export function readReleased(siteDir: string, api: ApiId): ReleasedDocument | undefined {
  const path = join(siteDir, releasedFile(api));
  return existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as ReleasedDocument)
    : undefined;
}

export function readChanges(siteDir: string): ApiChange[] | undefined {
  const path = join(siteDir, CHANGES_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ApiChange[]) : undefined;
}

export function writeJson(siteDir: string, file: string, value: unknown): void {
  writeFileSync(join(siteDir, file), `${JSON.stringify(value, null, 2)}\n`);
}
