/**
 * Lets the Canvas engine run in the browser, for "Try it" and the playground:
 * Twig.js requires Node's `path` (and `fs`) only to load templates from files,
 * which Canvas never does, so the client bundle gets empty stand-ins.
 * The Markdown side, the "Try it" wrapper of each example, is
 * `remarkCanvasTryIt`, registered with the docs and guides instances.
 */
import type {Plugin} from '@docusaurus/types';

export {default as remarkCanvasTryIt} from './remarkCanvasTryIt';

export default function canvasTryIt(): Plugin {
  return {
    name: 'canvas-try-it',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {fallback: {path: false, fs: false}}};
    },
  };
}
