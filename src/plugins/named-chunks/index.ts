/**
 * Every chunk the client bundle splits off is known by a short name, not by a number or a path.
 *
 * Docusaurus names each route module's chunk (`webpackChunkName`), and its runtime looks chunks up
 * by name to prefetch them. With numeric ids the startup runtime carries two maps to get from one
 * to the other, id to name for the file name and name to id for the lookup, each with an entry per
 * chunk: together a third of the runtime every page loads (3.7 of 10.8 KB gzip at 392 chunks), and
 * growing with every page of the site.
 * With the name as the id, both maps are empty (the lookup's is emptied by the patch to
 * `lib/webpack/plugins/ChunkAssetPlugin.js` in `patches/@docusaurus+core+3.10.2.patch`). The
 * chunks of libraries that several chunks share are named by a hash of those chunks
 * (`sharedChunkName.ts`), and the site's own `import()`s name theirs: a chunk left without a name
 * is known by its modules' paths. If an upgrade sets the ids or the split chunks' names itself,
 * the build stops here (see UPGRADING.md, "Chunk names").
 */
import type {Plugin} from '@docusaurus/types';
import {relianceError} from '../../lib/relianceGuard';
import {sharedChunkName, type SharingChunk} from './sharedChunkName';

const THIS_FILE = 'src/plugins/named-chunks/index.ts';

interface ClientOptimization {
  readonly chunkIds?: unknown;
  readonly splitChunks?: false | {readonly name?: unknown};
}

export default function namedChunks(): Plugin {
  return {
    name: 'named-chunks',
    configureWebpack(config, isServer) {
      // The server bundle is one file per render and never fetches a chunk by name.
      if (isServer) return {};
      const optimization: ClientOptimization = config.optimization ?? {};
      if (optimization.chunkIds !== undefined)
        throw relianceError({
          reliance: 'Chunk names',
          expected: 'a client bundler config that leaves optimization.chunkIds to us',
          found: optimization.chunkIds,
          file: THIS_FILE,
        });
      const splitName = optimization.splitChunks ? optimization.splitChunks.name : undefined;
      if (splitName !== false)
        throw relianceError({
          reliance: 'Chunk names',
          expected: 'split chunks left unnamed (optimization.splitChunks.name: false)',
          found: splitName,
          file: THIS_FILE,
        });
      return {
        optimization: {
          chunkIds: 'named',
          splitChunks: {
            name: (_module: unknown, chunks: readonly SharingChunk[], cacheGroup: string) =>
              sharedChunkName(chunks, cacheGroup),
          },
        },
      };
    },
  };
}
