/**
 * `/llms.txt` (the llms.txt proposal: the site's name as `#`, a one-paragraph
 * summary as a quote, then `##` sections of links with descriptions) and
 * `/llms-full.txt` (every twin, in the same order, each after its URL).
 */
import {SECTIONS, type SectionId} from './pages';
import {escapeText} from './htmlToMarkdown';

export interface LlmsEntry {
  readonly section: SectionId;
  /** The page's path from the site's root: `/docs/canvas/filters/date`. */
  readonly route: string;
  readonly title: string;
  readonly description: string;
  /** Absolute URL of the HTML page. */
  readonly url: string;
  /** Absolute URL of its Markdown twin. */
  readonly twinUrl: string;
  readonly markdown: string;
}

export interface LlmsSite {
  readonly name: string;
  readonly summary: string;
}

/** A docs version other than the latest released one, which has llms files of its own. */
export interface LlmsVersion {
  readonly name: string;
  readonly label: string;
  /** The version's docs path without the base URL (`/docs/2025`, `/docs/next`). */
  readonly path: string;
}

/** Where a version's llms files are, from the site's root: `docs/2025/llms.txt`. */
export function versionLlmsPath(version: LlmsVersion, file: 'llms.txt' | 'llms-full.txt'): string {
  return `${version.path.replace(/^\/+|\/+$/g, '')}/${file}`;
}

/**
 * The version a page belongs to when it is not the latest released one's (nor outside the
 * docs): the version whose path is the page's path or a folder above it; undefined otherwise.
 */
export function versionOfRoute<V extends LlmsVersion>(
  route: string,
  otherVersions: readonly V[],
): V | undefined {
  return otherVersions.find(
    (version) => route === version.path || route.startsWith(`${version.path}/`),
  );
}

/** The line of the root llms.txt that points at another version's own file. */
function versionLine(version: LlmsVersion, siteUrl: string): string {
  const what =
    version.name === 'current'
      ? 'the unreleased docs, as they will be in the next release'
      : `the docs of version ${version.label}`;
  return `- [${escapeText(version.label)}](${siteUrl}/${versionLlmsPath(version, 'llms.txt')}): ${what}`;
}

function entriesBySection(entries: readonly LlmsEntry[]) {
  return SECTIONS.map((section) => ({
    ...section,
    entries: entries.filter((entry) => entry.section === section.id),
  })).filter((section) => section.entries.length > 0);
}

/** A file of llms-full.txt's parts (llmsParts.ts), as llms.txt lists it. */
export interface LlmsPartLink {
  readonly path: string;
  readonly url: string;
  readonly pages: number;
  readonly bytes: number;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function partsSection(parts: readonly LlmsPartLink[], fullBytes: number): string {
  const lines = parts.map(
    (part) =>
      `- [${escapeText(part.path)}](${part.url}): ${part.pages} page${part.pages === 1 ? '' : 's'}, ${megabytes(part.bytes)}`,
  );
  return `## Full text by folder\n\nllms-full.txt holds every page (${megabytes(fullBytes)}); each file below holds the pages of one folder.\n\n${lines.join('\n')}`;
}

export function llmsTxt(
  site: LlmsSite,
  entries: readonly LlmsEntry[],
  options: {
    /** The docs versions other than the latest released one, which have llms files of their own. */
    readonly versions: readonly LlmsVersion[];
    readonly siteUrl: string;
    /** llms-full.txt's parts, when it is large enough to have them, and its whole size. */
    readonly parts?: {readonly links: readonly LlmsPartLink[]; readonly fullBytes: number};
  } = {
    versions: [],
    siteUrl: '',
  },
): string {
  const sections = entriesBySection(entries).map(
    (section) =>
      `## ${section.title}\n\n${section.entries
        .map((entry) => {
          const link = `- [${escapeText(entry.title)}](${entry.twinUrl})`;
          return entry.description ? `${link}: ${entry.description.replace(/\s+/g, ' ')}` : link;
        })
        .join('\n')}`,
  );
  const versions =
    options.versions.length > 0
      ? [
          `## Other versions\n\n${options.versions
            .map((version) => versionLine(version, options.siteUrl))
            .join('\n')}`,
        ]
      : [];
  const parts =
    options.parts && options.parts.links.length > 0
      ? [partsSection(options.parts.links, options.parts.fullBytes)]
      : [];
  return `${[`# ${site.name}`, `> ${site.summary}`, ...sections, ...parts, ...versions].join('\n\n')}\n`;
}

export function llmsFullTxt(site: LlmsSite, entries: readonly LlmsEntry[]): string {
  const twins = entriesBySection(entries).flatMap((section) =>
    section.entries.map((entry) => `Source: ${entry.url}\n\n${entry.markdown.trim()}\n`),
  );
  return `# ${site.name}\n\n> ${site.summary}\n\n---\n\n${twins.join('\n---\n\n')}`;
}
