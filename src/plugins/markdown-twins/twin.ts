/**
 * A page's Markdown twin: its title as the one `#` heading, its description,
 * what the page header shows (an endpoint's method and URL, a guide's authors
 * and date, a changelog entry's date), then its content.
 */
import {escapeText, inlineCode} from './htmlToMarkdown';

export interface TwinParts {
  readonly title: string;
  readonly description: string;
  /** An endpoint's method and full URL ("PATCH https://api.tessera.dev/..."). */
  readonly endpoint?: string;
  /** A post's date, `YYYY-MM-DD`. */
  readonly date?: string;
  /** A guide's authors, "Name, Role". */
  readonly authors?: readonly string[];
  /** The content, already Markdown. */
  readonly body: string;
}

/** "2026-03-04" -> "March 4, 2026", as the pages print dates. */
export function longDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function twinMarkdown(parts: TwinParts): string {
  const byline = [
    parts.authors && parts.authors.length > 0
      ? `By ${parts.authors.map(escapeText).join('; ')}`
      : '',
    parts.date ? `${parts.authors ? 'Created' : 'Published'} ${longDate(parts.date)}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return `${[
    `# ${escapeText(parts.title)}`,
    parts.description ? escapeText(parts.description) : '',
    parts.endpoint ? inlineCode(parts.endpoint) : '',
    byline,
    parts.body.trim(),
  ]
    .filter(Boolean)
    .join('\n\n')}\n`;
}
