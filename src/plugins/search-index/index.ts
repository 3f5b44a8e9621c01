/**
 * Site search, build side.
 *
 * - After the build, reads the rendered HTML of every page of the four
 *   sections (on a worker thread, extractInWorker.ts) and writes the DocSearch
 *   records to `search/index.json` (the embedded index, and what
 *   `npm run search:push` uploads to the provider).
 *   When the docs have several versions, it writes one shard per version
 *   instead (see src/lib/search/versions.ts): the latest at the index path,
 *   the others beside it, each with the pages outside the docs as well.
 * - Tells the SearchBar which engine answers (global data `search-index`):
 *   the embedded index by default, the hosted provider when the build had its
 *   three variables (see src/data/search.ts).
 * - Adds a preconnect to the provider's host only in hosted mode.
 * - Points the bundler at a patched copy of `@docsearch/react` (see
 *   docsearchPatch.ts for the two fixes and why no prop reaches them).
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import {basename, dirname, join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {logger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {
  indexPartPath,
  indexShardsDir,
  providerSearchHost,
  searchSettings,
  type SearchProvider,
} from '../../data/search';
import {categoryForPath} from '../../lib/search/categories';
import {extractInWorker, type ExtractJob} from './extractInWorker';
import {htmlFileFor} from '../builtPages/htmlFile';
import {mapConcurrently} from '../mapConcurrently';
import {
  INDEX_FORMAT_VERSION,
  splitIndex,
  type CompactIndexFile,
  type CompactPage,
} from '../../lib/search/indexFormat';
import {patchDocSearch} from './docsearchPatch';
import {termShards} from './termShards';
import {categoryPathOf, pagesFromContent, type PageRef} from './pages';
import {sourceKeywords} from './searchOnlyKeywords';
import {docsVersionsFromContent} from '../builtPages/loadedContent';
import {
  shardPath,
  versionsFile,
  versionsFilePath,
  type SearchVersion,
} from '../../lib/search/versions';
import type {SearchGlobalData} from '../../lib/search/globalData';

export interface SearchIndexOptions {
  readonly provider: SearchProvider;
  /** Where the index is written, relative to the build folder and the base URL. */
  readonly indexPath: string;
  /** Past this size of its head (KB, gzip), an index file is also written in term shards. */
  readonly shardAboveHeadKb: number;
}

const optionsSchema = Joi.object<SearchIndexOptions & {id?: string}>({
  id: Joi.string(),
  provider: Joi.alternatives()
    .try(
      Joi.object({mode: Joi.string().valid('offline').required()}),
      Joi.object({
        mode: Joi.string().valid('hosted').required(),
        appId: Joi.string().required(),
        apiKey: Joi.string().required(),
        indexName: Joi.string().required(),
      }),
    )
    .default({mode: 'offline'}),
  indexPath: Joi.string()
    .pattern(/^(?!\/)(?!.*\.\.)[\w./-]+\.json$/)
    .default(searchSettings.indexPath),
  shardAboveHeadKb: Joi.number().min(0).default(searchSettings.shardAboveHeadKb),
});

/** Writes the patched DocSearch next to the generated files and returns its path. */
function writePatchedDocSearch(generatedFilesDir: string): string {
  const packageDir = dirname(require.resolve('@docsearch/react/package.json'));
  const {version} = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const patched = patchDocSearch(
    readFileSync(join(packageDir, 'dist/esm/index.js'), 'utf8'),
    version,
  );
  const target = join(generatedFilesDir, 'search-index', 'docsearch-react.js');
  mkdirSync(dirname(target), {recursive: true});
  writeFileSync(target, patched);
  return target;
}

/** The plugin's options, checked: a wrong option fails the build with Joi's message naming it. */
export function normalizeOptions(options: unknown): SearchIndexOptions {
  return Joi.attempt(options ?? {}, optionsSchema, 'search-index plugin options:');
}

export default function searchIndex(context: LoadContext, rawOptions: unknown): Plugin {
  const {siteConfig, baseUrl, generatedFilesDir} = context;
  const {provider, indexPath, shardAboveHeadKb} = normalizeOptions(rawOptions);
  const patchedDocSearch = writePatchedDocSearch(generatedFilesDir);
  let pages: readonly PageRef[] = [];
  let versions: readonly SearchVersion[] = [];

  return {
    name: 'search-index',

    allContentLoaded({allContent, actions}) {
      pages = pagesFromContent(allContent, sourceKeywords(context.siteDir));
      versions = docsVersionsFromContent(allContent).map((version) => ({
        ...version,
        indexUrl: `${baseUrl}${indexPartPath(shardPath(indexPath, version.name, version.isLast), 'head')}`,
        bodyUrl: `${baseUrl}${indexPartPath(shardPath(indexPath, version.name, version.isLast), 'body')}`,
      }));
      const globalData: SearchGlobalData =
        provider.mode === 'hosted'
          ? {
              mode: 'hosted',
              appId: provider.appId,
              apiKey: provider.apiKey,
              indexName: provider.indexName,
              versions,
            }
          : {
              mode: 'offline',
              indexUrl: `${baseUrl}${indexPartPath(indexPath, 'head')}`,
              bodyUrl: `${baseUrl}${indexPartPath(indexPath, 'body')}`,
              indexName: searchSettings.localIndexName,
              versions,
            };
      actions.setGlobalData(globalData);
    },

    configureWebpack() {
      return {resolve: {alias: {'@docsearch/react$': patchedDocSearch}}};
    },

    injectHtmlTags() {
      if (provider.mode !== 'hosted') return {};
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {
              rel: 'preconnect',
              href: providerSearchHost(provider.appId),
              crossorigin: 'anonymous',
            },
          },
        ],
      };
    },

    async postBuild({outDir}) {
      const started = Date.now();
      const siteUrl = siteConfig.url.replace(/\/+$/, '');
      // Each page to extract, and the docs version it belongs to (which the extraction does not know).
      const toIndex: {job: ExtractJob; version: string | undefined}[] = [];
      const missing: string[] = [];
      for (const page of pages) {
        const pathname = `/${(page.permalink.startsWith(baseUrl) ? page.permalink.slice(baseUrl.length) : page.permalink).replace(/^\/+/, '')}`;
        const category = categoryForPath(categoryPathOf(pathname, page.version, versions));
        if (!category) continue;
        const file = htmlFileFor(outDir, page.permalink, baseUrl);
        if (!file) {
          missing.push(page.permalink);
          continue;
        }
        toIndex.push({
          job: {
            file,
            url: `${siteUrl}${page.permalink}`,
            title: page.title,
            category,
            ...(page.description ? {description: page.description} : {}),
            ...(page.keywords ? {keywords: page.keywords} : {}),
          },
          version: page.version,
        });
      }
      const extracted = await extractInWorker(toIndex.map(({job}) => job));
      const indexed: CompactPage[] = extracted.map((page, index) => {
        const version = toIndex[index]?.version;
        return version === undefined ? page : {...page, version};
      });
      if (missing.length > 0)
        logger.warn`Search: no HTML file for ${missing.length} page(s): ${missing.join(', ')}`;
      // One shard per docs version, each with the pages outside the versioned docs; one file when
      // there is one version. Each shard is also written as a head and a body (see indexFormat.ts).
      const shards =
        versions.length > 1
          ? versions.map((version) => ({
              path: shardPath(indexPath, version.name, version.isLast),
              pages: indexed.filter(
                (page) => page.version === undefined || page.version === version.name,
              ),
            }))
          : [{path: indexPath, pages: indexed}];
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      for (const shard of shards) {
        const file: CompactIndexFile = {
          version: INDEX_FORMAT_VERSION,
          site: new URL(siteUrl).origin,
          pages: shard.pages,
        };
        const recordCount = shard.pages.reduce((sum, page) => sum + page.items.length + 1, 0);
        const json = JSON.stringify(file);
        const target = join(outDir, shard.path);
        await mkdir(dirname(target), {recursive: true});
        await writeFile(target, json);
        const {head, body} = splitIndex(file);
        const headJson = JSON.stringify(head);
        const headGzip = gzipSync(headJson).length;
        const headPath = join(outDir, indexPartPath(shard.path, 'head'));
        logger.info`Search: ${recordCount} records from ${shard.pages.length} pages in ${shard.path} (${kb(Buffer.byteLength(json))}, ${kb(gzipSync(json).length)} gzip; head ${kb(headGzip)} gzip); engine: ${provider.mode}`;
        if (headGzip <= shardAboveHeadKb * 1024) {
          await writeFile(headPath, headJson);
          await writeFile(join(outDir, indexPartPath(shard.path, 'body')), JSON.stringify(body));
          continue;
        }
        // Too large a head for a first query: the head becomes the manifest of term shards.
        const shardsDir = indexShardsDir(shard.path);
        const {manifest, files} = termShards(file, {dir: `${basename(shardsDir)}/`});
        await mkdir(join(outDir, shardsDir), {recursive: true});
        await mapConcurrently([...files], 16, ([name, content]) =>
          writeFile(join(outDir, shardsDir, name), JSON.stringify(content)),
        );
        await writeFile(headPath, JSON.stringify(manifest));
        logger.info`Search: ${shard.path} in term shards: ${manifest.keys.length} terms files, ${manifest.buckets} postings files, ${manifest.pages} page files`;
      }
      // Tools outside the browser (the MCP server) read which versions there are and their files here.
      await writeFile(
        join(outDir, versionsFilePath(indexPath)),
        JSON.stringify(versionsFile(versions, indexPath, baseUrl)),
      );
      logger.info`Search: ${shards.length} index file(s) in ${Date.now() - started} ms`;
    },
  };
}
