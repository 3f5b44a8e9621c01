/**
 * Every page as Markdown, for readers who bring the docs to an assistant.
 *
 * - Before the build renders anything, fails when an MDX page uses a component
 *   the converter does not know (mdxComponents.ts), naming file and component.
 * - After the build, converts each page's rendered HTML to its twin at
 *   `/x/y.md` (htmlToMarkdown.ts, twin.ts): the same HTML the search index
 *   reads, so a search hit's text is text the twin holds.
 * - Links each page to its twin with `<link rel="alternate" type="text/markdown">`.
 * - Writes `/llms.txt` and `/llms-full.txt` (llms.ts) in reading order, for the latest released
 *   docs and the pages outside the docs; every other docs version (older ones, the unreleased
 *   next) gets its own at `/docs/<version>/llms.txt`, which the root one links.
 *
 * Pages are the routes of the sitemap: every route with an HTML file except
 * the 404 page and pages marked noindex.
 */
import {existsSync, readdirSync} from 'node:fs';
import {readFile, rename, writeFile, mkdir} from 'node:fs/promises';
import {dirname, join, relative} from 'node:path';
import {logger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {site as siteFacts} from '../../data/site';
import {convertPage} from './htmlToMarkdown';
import {endpointLine} from './endpoint';
import {
  llmsFullTxt,
  llmsTxt,
  versionLlmsPath,
  versionOfRoute,
  type LlmsEntry,
  type LlmsPartLink,
  type LlmsVersion,
} from './llms';
import {llmsFullParts, llmsPartPath} from './llmsParts';
import {mapConcurrently} from '../mapConcurrently';
import {docsVersionsFromContent} from '../builtPages/loadedContent';
import {htmlFileFor} from '../builtPages/htmlFile';
import {unknownComponents, unknownComponentsMessage} from './mdxComponents';
import {pagesFromContent, sectionOfPath, type TwinPage} from './pages';
import {isNoindexPage} from './noindex';
import {twinMarkdown} from './twin';
import {twinPath} from '../../lib/twinPath';

export interface MarkdownTwinsOptions {
  /** The one-paragraph summary under the site's name in llms.txt. */
  readonly summary: string;
  /** The content folders whose MDX pages are checked for unknown components. */
  readonly contentFolders: readonly string[];
}

const optionsSchema = Joi.object<MarkdownTwinsOptions & {id?: string}>({
  id: Joi.string(),
  summary: Joi.string().min(20).required(),
  contentFolders: Joi.array().items(Joi.string()).default(['docs', 'api', 'guides', 'changelog']),
});

export function normalizeOptions(options: unknown): MarkdownTwinsOptions {
  return Joi.attempt(options ?? {}, optionsSchema, 'markdown-twins plugin options:');
}

/** The MDX files under the content folders of the site, relative to the site. */
function mdxFiles(siteDir: string, folders: readonly string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.mdx') ? [relative(siteDir, path)] : [];
    });
  return folders
    .filter((folder) => existsSync(join(siteDir, folder)))
    .flatMap((folder) => walk(join(siteDir, folder)));
}

/** Writes through a temporary file, so plugins reading the build at the same time never see half a file. */
async function writeAtomically(file: string, content: string): Promise<void> {
  await mkdir(dirname(file), {recursive: true});
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/** List pages (a section's own root) come first in their section, then the content, then the rest. */
function routeRank(route: string): number {
  return /^\/(docs|api|guides|changelog)?$/.test(route) ? 0 : 2;
}

export default function markdownTwins(context: LoadContext, rawOptions: unknown): Plugin {
  const {siteConfig, siteDir, baseUrl} = context;
  const {summary, contentFolders} = normalizeOptions(rawOptions);
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  let contentPages: readonly TwinPage[] = [];
  let otherVersions: readonly LlmsVersion[] = [];

  return {
    name: 'markdown-twins',

    async loadContent() {
      const found = await Promise.all(
        mdxFiles(siteDir, contentFolders).map(async (file) =>
          unknownComponents(file, await readFile(join(siteDir, file), 'utf8')),
        ),
      );
      const unknown = found.flat();
      if (unknown.length > 0) throw new Error(unknownComponentsMessage(unknown));
    },

    allContentLoaded({allContent}) {
      contentPages = pagesFromContent(allContent);
      otherVersions = docsVersionsFromContent(allContent)
        .filter((version) => !version.isLast && version.path !== undefined)
        .map((version) => ({
          name: version.name,
          label: version.label,
          path: `/${(version.path ?? '').slice(baseUrl.length)}`.replace(/\/+$/, ''),
        }));
    },

    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const known = new Map(contentPages.map((page) => [page.permalink, page]));
      const contentOrder = new Map(contentPages.map((page, index) => [page.permalink, index]));
      const routes = [...new Set(routesPaths)]
        .filter((route) => route.startsWith(baseUrl))
        .map((route) => `/${route.slice(baseUrl.length)}`.replace(/\/+$/, '') || '/')
        .filter((route) => route !== '/404' && route !== '/search');
      const ordered = routes
        .map((route) => ({
          route,
          rank: known.has(route) ? 1 : routeRank(route),
          index: contentOrder.get(route) ?? 0,
        }))
        .sort((a, b) => a.rank - b.rank || a.index - b.index || a.route.localeCompare(b.route))
        .map(({route}) => route);

      const entries: LlmsEntry[] = [];
      const versionEntries = new Map(
        otherVersions.map((version) => [version.name, [] as LlmsEntry[]]),
      );
      // A few pages in flight: one page's reads and writes overlap another's conversion.
      const twins = await mapConcurrently(ordered, 8, async (route) => {
        const file = htmlFileFor(outDir, route);
        if (!file) return null;
        const html = await readFile(file, 'utf8');
        if (isNoindexPage(html)) return null;
        const pageUrl = `${siteUrl}${route === '/' ? '/' : route}`;
        const page = known.get(route);
        const converted = convertPage(html, {pageUrl});
        const title = page?.title ?? converted.title;
        // Pages without a description of their own show the site's default one, which says nothing about them.
        const description =
          page?.description ??
          (converted.description === siteFacts.defaultDescription ? '' : converted.description);
        const markdown = twinMarkdown({
          title,
          description,
          endpoint: endpointLine(page?.apiField),
          date: page?.date,
          authors: page?.authors,
          body: converted.markdown,
        });
        const path = twinPath(route);
        await writeAtomically(join(outDir, path), markdown);
        // Marked as the head manager's own tag: after hydration it keeps the link on pages that render it
        // (the ones with 'Copy page') and updates it on client-side navigation, instead of leaving it stale.
        const link = `<link data-rh="true" rel="alternate" type="text/markdown" href="${baseUrl}${path.slice(1)}">`;
        if (!html.includes(link))
          await writeAtomically(file, html.replace('</head>', `${link}</head>`));
        const entry: LlmsEntry = {
          section: page?.section ?? sectionOfPath(route),
          route,
          title,
          description,
          url: pageUrl,
          twinUrl: `${siteUrl}${path}`,
          markdown,
        };
        return entry;
      });
      let twinBytes = 0;
      for (const entry of twins) {
        if (!entry) continue;
        twinBytes += Buffer.byteLength(entry.markdown);
        const version = versionOfRoute(entry.route, otherVersions);
        (version ? (versionEntries.get(version.name) ?? entries) : entries).push(entry);
      }
      const site = {name: siteFacts.title, summary};
      const full = llmsFullTxt(site, entries);
      const fullBytes = Buffer.byteLength(full);
      const links: LlmsPartLink[] = [];
      for (const part of llmsFullParts(entries)) {
        const text = llmsFullTxt({name: `${siteFacts.title}: ${part.path}`, summary}, part.entries);
        await writeAtomically(join(outDir, llmsPartPath(part)), text);
        links.push({
          path: part.path,
          url: `${siteUrl}/${llmsPartPath(part)}`,
          pages: part.entries.length,
          bytes: Buffer.byteLength(text),
        });
      }
      const index = llmsTxt(site, entries, {
        versions: otherVersions,
        siteUrl,
        parts: {links, fullBytes},
      });
      await writeFile(join(outDir, 'llms.txt'), index);
      await writeFile(join(outDir, 'llms-full.txt'), full);
      for (const version of otherVersions) {
        const ofVersion = versionEntries.get(version.name) ?? [];
        const versionSite = {name: `${siteFacts.title}: docs version ${version.label}`, summary};
        await writeAtomically(
          join(outDir, versionLlmsPath(version, 'llms.txt')),
          llmsTxt(versionSite, ofVersion),
        );
        await writeAtomically(
          join(outDir, versionLlmsPath(version, 'llms-full.txt')),
          llmsFullTxt(versionSite, ofVersion),
        );
      }
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      logger.info(
        `Markdown twins: ${entries.length} pages (${kb(twinBytes)}), llms.txt ${kb(Buffer.byteLength(index))}, llms-full.txt ${kb(fullBytes)}${links.length > 0 ? ` (and in ${links.length} parts)` : ''} in ${Date.now() - started} ms`,
      );
    },
  };
}
