/**
 * The entry scripts in a built page, as the site's page template writes them (preloads that the
 * inline loader runs after the first paint, src/plugins/scripts-after-paint), and the same page
 * with Docusaurus' own deferred scripts instead: the baseline of bench/firstPaint.
 */
import {APP_SCRIPT_ATTRIBUTE} from '../../src/plugins/scripts-after-paint/appScriptLoader';

// The minified form of ssrTemplate.ts' PRELOADED_SCRIPTS line.
const PRELOAD = new RegExp(
  `<link rel=preload href=(\\S+) as=script fetchpriority=low ${APP_SCRIPT_ATTRIBUTE}>`,
  'g',
);

/** The paths of the entry scripts a built page preloads, in order. */
export function entryScriptPreloads(html: string): string[] {
  return [...html.matchAll(PRELOAD)].map((match) => match[1]!);
}

/** The page with its entry scripts as `<script src=… defer>`, as Docusaurus' template writes them. */
export function withDeferredEntryScripts(html: string): string {
  if (entryScriptPreloads(html).length === 0)
    throw new Error('The page preloads no entry script: is the build current?');
  return html.replace(PRELOAD, '<script src=$1 defer></script>');
}
