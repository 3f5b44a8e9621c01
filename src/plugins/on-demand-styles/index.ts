/**
 * The stylesheet every page waits for holds only what a server-rendered page can show.
 *
 * Docusaurus gathers the CSS of every chunk into one stylesheet (the `styles` cache group of its
 * client bundler config), so that route styles cannot load in an order that varies by navigation
 * (facebook/docusaurus#2006). That includes the CSS of code no page's HTML contains: the search
 * overlay (DocSearch's modal.css), the two "Try it" panels and the playground's editor. Here the CSS
 * that only those chunks use (onDemandChunks.ts) stays in a file of each, which the bundler's
 * runtime loads with its code; all other CSS stays in the one stylesheet, once. If an upgrade
 * renames or removes that cache group, or gives it a test of its own, the build stops here (see
 * UPGRADING.md, "Page stylesheet").
 */
import type {Plugin} from '@docusaurus/types';
import {relianceError} from '../../lib/relianceGuard';
import {inPageStylesheet} from './onDemandChunks';

const THIS_FILE = 'src/plugins/on-demand-styles/index.ts';

interface ChunkGraph {
  getModuleChunks(module: unknown): Iterable<{name?: string | null}>;
}

interface StylesCacheGroup {
  name?: unknown;
  test?: (module: unknown, context: {chunkGraph: ChunkGraph}) => boolean;
}

/** Docusaurus' one-stylesheet cache group in a client bundler config, or what stands in its place. */
function stylesGroup(config: {optimization?: {splitChunks?: unknown}}): StylesCacheGroup {
  const splitChunks = config.optimization?.splitChunks as
    {cacheGroups?: Record<string, unknown>} | false | undefined;
  const group = splitChunks ? splitChunks.cacheGroups?.styles : undefined;
  // A test of Docusaurus' own would be replaced here without a word: that too stops the build.
  const fits =
    typeof group === 'object' &&
    group !== null &&
    (group as StylesCacheGroup).name === 'styles' &&
    (group as StylesCacheGroup).test === undefined;
  if (!fits)
    throw relianceError({
      reliance: 'Page stylesheet',
      expected: "optimization.splitChunks.cacheGroups.styles, named 'styles', with no test",
      found: group,
      file: THIS_FILE,
    });
  return group;
}

export default function onDemandStyles(): Plugin {
  return {
    name: 'on-demand-styles',
    configureWebpack(config, isServer) {
      // The server bundle has no chunks of its own to style.
      if (isServer) return {};
      stylesGroup(config).test = (module, {chunkGraph}) =>
        inPageStylesheet(chunkGraph.getModuleChunks(module));
      return {};
    },
  };
}
