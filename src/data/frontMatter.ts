/**
 * The one reading of a Markdown file's front matter (the YAML between the opening `---` lines), for the
 * build's checks and plugins that read sources themselves: the content rules, the API page check, the
 * changelog trail. Docusaurus parses the same block for the pages it builds.
 */
import yaml from 'js-yaml';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** The front matter as a mapping ({} when there is none or it is not a mapping), and the text after it. */
export function splitFrontMatter(text: string): {
  frontMatter: Record<string, unknown>;
  body: string;
} {
  const match = FRONT_MATTER.exec(text);
  if (!match) return {frontMatter: {}, body: text};
  const parsed = yaml.load(match[1] ?? '');
  return {
    frontMatter: parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {},
    body: text.slice(match[0].length),
  };
}

/** The front matter alone. */
export function frontMatterOf(text: string): Record<string, unknown> {
  return splitFrontMatter(text).frontMatter;
}
