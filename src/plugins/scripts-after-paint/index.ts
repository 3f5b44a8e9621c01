/**
 * Paint first, then run the app: adds the loader that starts the entry scripts after the first
 * paint (appScriptLoader.ts) to every page's head, before the stylesheet so the parser never waits
 * for the stylesheet to run it. The page template that preloads the scripts is the site's
 * `ssrTemplate` (ssrTemplate.ts).
 */
import type {Plugin} from '@docusaurus/types';
import {APP_SCRIPT_LOADER} from './appScriptLoader';

export default function scriptsAfterPaint(): Plugin {
  return {
    name: 'scripts-after-paint',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: APP_SCRIPT_LOADER}]};
    },
  };
}
