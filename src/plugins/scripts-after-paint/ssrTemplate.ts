/**
 * The page template: Docusaurus' own (`@docusaurus/core/lib/ssg/ssgTemplate.html`) with one
 * change. The entry scripts are preloaded instead of loaded as deferred scripts; the inline
 * loader (appScriptLoader.ts) runs them after the first paint. If an upgrade changes the lines
 * this replaces, or the module stops being the template's text, the build stops here (see
 * UPGRADING.md, "Page template").
 */
import upstreamTemplateModule from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {relianceError} from '../../lib/relianceGuard';
import {APP_SCRIPT_ATTRIBUTE} from './appScriptLoader';

const THIS_FILE = 'src/plugins/scripts-after-paint/ssrTemplate.ts';

/**
 * The template's text from what importing the module gives: the string itself, or (when Node's
 * own loader imports the CommonJS module, as Docusaurus 4 loads the config on Node 24) the module
 * object with the string as `default`. Anything else stops the build naming the reliance.
 */
export function templateText(module: unknown): string {
  if (typeof module === 'string') return module;
  if (typeof module === 'object' && module !== null && 'default' in module) {
    const {default: text} = module;
    if (typeof text === 'string') return text;
  }
  throw relianceError({
    reliance: 'Page template',
    expected: "@docusaurus/core/lib/ssg/ssgTemplate.html to export the template's text",
    found: module,
    file: THIS_FILE,
  });
}

export const UPSTREAM_SCRIPTS = `
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

// fetchpriority="low": the priority Chromium gives a deferred script, so the entry scripts do not
// compete with the stylesheet and the font for the first paint.
export const PRELOADED_SCRIPTS = `
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script" fetchpriority="low" ${APP_SCRIPT_ATTRIBUTE}>
    <% }); %>`;

/** Docusaurus' template with the deferred entry scripts replaced by preloads. */
export function scriptsAfterPaintTemplate(template: string): string {
  const parts = template.split(UPSTREAM_SCRIPTS);
  if (parts.length !== 2) {
    throw new Error(
      'Page template: the Docusaurus page template no longer has its deferred entry scripts ' +
        `in the expected form (found ${parts.length - 1} times). Compare ` +
        `@docusaurus/core/lib/ssg/ssgTemplate.html.js with ${THIS_FILE}. See UPGRADING.md ("Page template").`,
    );
  }
  return parts.join(PRELOADED_SCRIPTS);
}

export const upstreamTemplate = templateText(upstreamTemplateModule);

export const ssrTemplate = scriptsAfterPaintTemplate(upstreamTemplate);
