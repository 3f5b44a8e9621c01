/**
 * `/llms.txt` (the llms.txt proposal: the site's name as `#`, a one-paragraph
 * summary as a quote, then `##` sections of links with descriptions) and
 * `/llms-full.txt` (every twin, in the same order, each after its URL).
 */
import {SECTIONS, type SectionId} from './pages';
import {escapeText} from './htmlToMarkdown';

export interface LlmsEntry {
  readonly section: SectionId;
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

function entriesBySection(entries: readonly LlmsEntry[]) {
  return SECTIONS.map((section) => ({
    ...section,
    entries: entries.filter((entry) => entry.section === section.id),
  })).filter((section) => section.entries.length > 0);
}

export function llmsTxt(site: LlmsSite, entries: readonly LlmsEntry[]): string {
  const sections = entriesBySection(entries).map(
    (section) =>
      `## ${section.title}\n\n${section.entries
        .map((entry) => {
          const link = `- [${escapeText(entry.title)}](${entry.twinUrl})`;
          return entry.description ? `${link}: ${entry.description.replace(/\s+/g, ' ')}` : link;
        })
        .join('\n')}`,
  );
  return `${[`# ${site.name}`, `> ${site.summary}`, ...sections].join('\n\n')}\n`;
}

export function llmsFullTxt(site: LlmsSite, entries: readonly LlmsEntry[]): string {
  const twins = entriesBySection(entries).flatMap((section) =>
    section.entries.map((entry) => `Source: ${entry.url}\n\n${entry.markdown.trim()}\n`),
  );
  return `# ${site.name}\n\n> ${site.summary}\n\n---\n\n${twins.join('\n---\n\n')}`;
}
