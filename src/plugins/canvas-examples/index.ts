/**
 * Lets the Canvas engine run in the browser, for "Try it" and the playground:
 * Twig.js requires Node's `path` (and `fs`) only to load templates from files,
 * which Canvas never does, so the client bundle gets empty stand-ins.
 * The Markdown side, the "Try it" wrapper of each example, is
 * `remarkCanvasExamples`, registered with the docs and guides instances.
 */
import type {Plugin} from '@docusaurus/types';

export {default as remarkCanvasExamples} from './remarkCanvasExamples';

export default function canvasExamples(): Plugin {
  return {
    name: 'canvas-examples',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {fallback: {path: false, fs: false}}};
    },
  };
}
