/**
 * The page template: Docusaurus' own (`@docusaurus/core/lib/ssg/ssgTemplate.html`) with one
 * change. The entry scripts are preloaded instead of loaded as deferred scripts; the inline
 * loader (appScriptLoader.ts) runs them after the first paint. If an upgrade changes the lines
 * this replaces, the build stops here (see UPGRADING.md, "Page template").
 */
import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {APP_SCRIPT_ATTRIBUTE} from './appScriptLoader';

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
      'scripts-after-paint: the Docusaurus page template no longer has its deferred entry scripts ' +
        `in the expected form (found ${parts.length - 1} times). Compare ` +
        '@docusaurus/core/lib/ssg/ssgTemplate.html.js with src/plugins/scripts-after-paint/ssrTemplate.ts.',
    );
  }
  return parts.join(PRELOADED_SCRIPTS);
}

export const ssrTemplate = scriptsAfterPaintTemplate(upstreamTemplate);
