/**
 * Every chunk the client bundle splits off is known by its name, not by a number.
 *
 * Docusaurus names each route module's chunk (`webpackChunkName`), and its runtime looks chunks up
 * by name to prefetch them. With numeric ids the startup runtime carries two maps to get from one
 * to the other, id to name for the file name and name to id for the lookup, each with an entry per
 * chunk: together a third of the runtime every page loads (3.7 of 10.8 KB gzip at 392 chunks), and
 * growing with every page of the site.
 * With the name as the id, both maps are empty (the lookup's is emptied by the patch to
 * `lib/webpack/plugins/ChunkAssetPlugin.js` in `patches/@docusaurus+core+3.10.2.patch`); a chunk
 * without a name gets one from its modules. If an upgrade sets the ids itself, the build stops here
 * (see UPGRADING.md, "Chunk names").
 */
import type {Plugin} from '@docusaurus/types';
import {relianceError} from '../../lib/relianceGuard';

const THIS_FILE = 'src/plugins/named-chunks/index.ts';

export default function namedChunks(): Plugin {
  return {
    name: 'named-chunks',
    configureWebpack(config, isServer) {
      // The server bundle is one file per render and never fetches a chunk by name.
      if (isServer) return {};
      const chunkIds = config.optimization?.chunkIds;
      if (chunkIds !== undefined)
        throw relianceError({
          reliance: 'Chunk names',
          expected: 'a client bundler config that leaves optimization.chunkIds to us',
          found: chunkIds,
          file: THIS_FILE,
        });
      return {optimization: {chunkIds: 'named'}};
    },
  };
}
