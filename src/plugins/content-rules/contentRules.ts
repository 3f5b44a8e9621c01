/**
 * The content rules every page must meet. Each problem names the file and the
 * rule, so an author knows what to fix. Pure: a file's path and text in,
 * problems out.
 */
import {splitFrontMatter} from '../../data/frontMatter';
import {codeBlocks} from '../../canvas/examples';

export interface ContentProblem {
  readonly file: string;
  readonly rule: string;
  readonly detail: string;
}

const REFERENCE_GROUPS =
  /(^|\/)(docs|versioned_docs\/version-[^/]+)\/canvas\/(tags|filters|functions|tests|variables)\/(?!index\.mdx?$)[^/]+\.mdx?$/;
const PLACEHOLDERS = /\b(TODO|TBD|lorem ipsum|lorem|coming soon|FIXME)\b/i;
const MIN_WORDS = 80;

/** Tag pairs of Canvas/Twig: an opening tag must be closed by its end tag. */
const PAIRED_TAGS = [
  'for',
  'if',
  'block',
  'macro',
  'apply',
  'autoescape',
  'embed',
  'verbatim',
  'with',
  'form',
  'set',
] as const;

export function isReferencePage(file: string): boolean {
  return REFERENCE_GROUPS.test(file);
}

/** Words of prose and code a reader sees (imports, JSX tags and comments excluded). */
export function wordCount(body: string): number {
  const visible = body
    .replace(/^import .*$/gm, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[A-Z][^>]*>/g, ' ');
  return visible.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * The first unbalanced tag in a Canvas snippet, if any: a `{% for %}` with no
 * `{% endfor %}`, an end tag with no opening, or tags closed out of order.
 * `{% set x = ... %}` is not paired (only `{% set x %}...{% endset %}` is).
 */
export function unbalancedTag(template: string): string | undefined {
  const stack: string[] = [];
  const withoutVerbatim = template.replace(
    /{%-?\s*verbatim\s*-?%}[\s\S]*?{%-?\s*endverbatim\s*-?%}/g,
    '',
  );
  for (const match of withoutVerbatim.matchAll(/{%-?\s*(\w+)([^%]*?)-?%}/g)) {
    const name = match[1] ?? '';
    const rest = match[2] ?? '';
    if (name.startsWith('end')) {
      const opened = stack.pop();
      if (opened !== name.slice(3))
        return opened
          ? `{% ${opened} %} closed by {% ${name} %}`
          : `{% ${name} %} without an opening tag`;
    } else if ((PAIRED_TAGS as readonly string[]).includes(name)) {
      if (name === 'set' && rest.includes('=')) continue;
      if (name === 'block' && rest.trim().split(/\s+/).length > 1) continue; // {% block title 'Text' %} shorthand
      if (
        name === 'apply' ||
        name === 'with' ||
        name === 'autoescape' ||
        name === 'form' ||
        name === 'embed' ||
        name === 'verbatim'
      ) {
        stack.push(name);
        continue;
      }
      stack.push(name);
    }
  }
  const unclosed = stack.pop();
  return unclosed ? `{% ${unclosed} %} without {% end${unclosed} %}` : undefined;
}

/** The most phrases a page's `keywords` may hold: they are the reader's words for it, not a word list. */
export const MAX_KEYWORDS = 10;

/**
 * What is wrong with a page's `keywords` frontmatter (the reader's words the search finds it by),
 * or undefined when it is absent or a list of up to `MAX_KEYWORDS` non-empty phrases.
 */
export function keywordsFieldProblem(keywords: unknown): string | undefined {
  if (keywords === undefined) return undefined;
  const example = 'such as keywords: [loop, iterate, repeat for each item]';
  if (!Array.isArray(keywords))
    return `write "keywords" as a list of the phrases readers search with, ${example}`;
  if (keywords.some((phrase) => typeof phrase !== 'string' || phrase.trim() === ''))
    return `every entry of "keywords" must be a non-empty phrase, ${example}`;
  if (keywords.length > MAX_KEYWORDS)
    return `"keywords" has ${keywords.length} phrases; keep the ${MAX_KEYWORDS} readers use most`;
  return undefined;
}

export function checkPage(file: string, text: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (rule: string, detail: string): void => {
    problems.push({file, rule, detail});
  };
  let parsed: ReturnType<typeof splitFrontMatter>;
  try {
    parsed = splitFrontMatter(text);
  } catch (error) {
    return [
      {file, rule: 'frontmatter', detail: `the frontmatter is not valid YAML: ${String(error)}`},
    ];
  }
  const {frontMatter, body} = parsed;
  for (const field of ['title', 'description'] as const) {
    const value = frontMatter[field];
    if (typeof value !== 'string' || value.trim() === '')
      report(`frontmatter ${field}`, `add a non-empty "${field}" to the frontmatter`);
  }
  const keywordsProblem = keywordsFieldProblem(frontMatter.keywords);
  if (keywordsProblem) report('frontmatter keywords', keywordsProblem);
  const blocks = codeBlocks(body);
  if (isReferencePage(file) && blocks.length === 0)
    report(
      'reference code block',
      'a reference page needs at least one code block (syntax and examples)',
    );
  // An endpoint page (with an `api` field) or an event page is mostly rendered from the API model,
  // which its own check (src/data/api/pageCheck.ts) holds complete.
  const words = wordCount(body);
  const fromModel =
    frontMatter.api !== undefined || /<WebhookEvent\s+name="[^"]*"\s*\/>/.test(body);
  if (!fromModel && words < MIN_WORDS)
    report('word count', `${words} words; a page needs at least ${MIN_WORDS}`);
  const placeholder = PLACEHOLDERS.exec(body.replace(/```[\s\S]*?```/g, ''));
  if (placeholder) report('placeholder', `placeholder text "${placeholder[0]}" in the prose`);
  for (const block of blocks) {
    const {language} = block;
    if (language === '')
      report('code language', `the code block at line ${block.line} of the body has no language`);
    if (language === 'twig') {
      const problem = unbalancedTag(block.body);
      if (problem)
        report('balanced twig', `the twig block at line ${block.line} of the body has ${problem}`);
    }
  }
  return problems;
}
