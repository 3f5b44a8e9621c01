/**
 * Build-time extraction of DocSearch records from a rendered page (Node only).
 *
 * Reads the page's Markdown container (`.markdown`, the same element for docs
 * and blog posts): `h2`-`h6` give heading records (`lvl2`...`lvl6`, URL with
 * the heading's id), and every block of text under them gives a `content`
 * record (paragraphs, list items, table rows, quotes, and text that MDX
 * components render in plain containers). Code blocks, the page header, tab
 * lists, buttons, icons and anything hidden from assistive technology are
 * left out. The page title (`lvl1`) and the category (`lvl0`) come from the
 * caller, who knows them from the plugin's metadata.
 */
import {isText, type AnyNode, type Element} from 'domhandler';
import {indexedKeywords} from './indexedKeywords';
import {
  compactHeading,
  expandPage,
  type CompactItem,
  type CompactPage,
} from '../../lib/search/indexFormat';
import type {SearchRecord} from '../../lib/search/types';
import {classesOf, INLINE_TAGS, INTERFACE_TAGS, isElement, SKIPPED_ROLES} from '../builtPages/dom';
import {contentRoot, parseBuiltPage} from '../builtPages/parse';

export interface PageToIndex {
  /** The rendered HTML of the page. */
  readonly html: string;
  /** Absolute URL of the page, without a hash. */
  readonly url: string;
  /** Page title (`hierarchy.lvl1`). */
  readonly title: string;
  /** Top-level category (`hierarchy.lvl0`). */
  readonly category: string;
  /** The page's description, searched but not shown. */
  readonly description?: string;
  /** Frontmatter keywords and an endpoint's method and path, searched but not shown. */
  readonly keywords?: string;
}

/** Content records longer than this many words are split, so each stays a readable unit. */
export const MAX_WORDS_PER_RECORD = 120;

// Search records also leave out images, code (too noisy to rank on) and table headers.
const SKIPPED_TAGS = new Set([...INTERFACE_TAGS, 'img', 'picture', 'pre', 'thead']);
const SKIPPED_CLASSES = [
  'hash-link',
  'theme-code-block',
  'theme-doc-toc-mobile',
  'tocCollapsible',
  'sr-only',
  'admonitionHeading',
  'admonitionIcon',
];
const HEADING_LEVEL: Readonly<Record<string, 2 | 3 | 4 | 5 | 6>> = {
  h2: 2,
  h3: 3,
  h4: 4,
  h5: 5,
  h6: 6,
};
const BLOCK_TAGS = new Set([
  'p',
  'li',
  'tr',
  'dt',
  'dd',
  'blockquote',
  'figcaption',
  'summary',
  'caption',
]);
/** Ids of Docusaurus' page containers: a hit never points at them. */
const CONTAINER_ID = /^(?:__docusaurus.*|docusaurus_skipToContent_fallback)$/;

function isSkipped(element: Element): boolean {
  if (SKIPPED_TAGS.has(element.name)) return true;
  if (element.attribs['aria-hidden'] === 'true') return true;
  // Tab panels other than the selected one are hidden, and their text is still the page's.
  if (element.attribs.hidden !== undefined && element.attribs.role !== 'tabpanel') return true;
  if (SKIPPED_ROLES.has(element.attribs.role ?? '')) return true;
  const classes = classesOf(element);
  return SKIPPED_CLASSES.some((skipped) =>
    classes.some((name) => name === skipped || name.startsWith(`${skipped}_`)),
  );
}

/** Whitespace collapsed, zero-width characters removed. */
export function cleanText(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of an inline subtree (skipped elements excluded). */
function inlineText(node: AnyNode): string {
  if (isText(node)) return node.data;
  if (!isElement(node) || isSkipped(node)) return '';
  if (node.name === 'br') return ' ';
  return node.children.map(inlineText).join('');
}

/** Splits a long text into pieces of at most `max` words. */
export function splitWords(text: string, max = MAX_WORDS_PER_RECORD): string[] {
  const words = text.split(' ').filter(Boolean);
  const pieces: string[] = [];
  for (let start = 0; start < words.length; start += max)
    pieces.push(words.slice(start, start + max).join(' '));
  return pieces;
}

/** The page's keywords as the index keeps them (indexedKeywords.ts), when any are left. */
function keywordsField(page: PageToIndex): {keywords?: string} {
  const keywords = indexedKeywords(cleanText(page.keywords ?? ''), cleanText(page.title));
  return keywords ? {keywords} : {};
}

/** The items of one page, in page order: headings `[level, text, id]` and text blocks. */
export function extractPage(page: PageToIndex): CompactPage {
  const url = new URL(page.url);
  const items: CompactItem[] = [];

  const pushText = (raw: string) => {
    const text = cleanText(raw);
    if (text) items.push(...splitWords(text));
  };

  const walkBlock = (element: Element) => {
    // A block's own text, without nested blocks; the nested ones become items of their own, after it.
    if (element.name === 'tr') {
      const cells = element.children.filter(isElement).filter((cell) => !isSkipped(cell));
      pushText(
        cells
          .map((cell) => cleanText(cell.children.map(inlineText).join('')))
          .filter(Boolean)
          .join(' · '),
      );
      return;
    }
    const nested: Element[] = [];
    const own: string[] = [];
    const collect = (node: AnyNode) => {
      if (!isElement(node)) {
        own.push(inlineText(node));
        return;
      }
      if (isSkipped(node)) return;
      if (INLINE_TAGS.has(node.name)) {
        node.children.forEach(collect);
      } else {
        nested.push(node);
      }
    };
    element.children.forEach(collect);
    pushText(own.join(''));
    nested.forEach(walk);
  };

  const walkContainer = (element: Element) => {
    let buffer = '';
    for (const child of element.children) {
      if (!isElement(child)) {
        buffer += inlineText(child);
        continue;
      }
      if (isSkipped(child)) continue;
      if (INLINE_TAGS.has(child.name)) {
        buffer += inlineText(child);
        continue;
      }
      pushText(buffer);
      buffer = '';
      walk(child);
    }
    pushText(buffer);
  };

  function walk(element: Element): void {
    if (isSkipped(element)) return;
    const level = HEADING_LEVEL[element.name];
    if (level !== undefined) {
      const text = cleanText(element.children.map(inlineText).join(''));
      const id = element.attribs.id;
      if (text) items.push(compactHeading(level, text, id && !CONTAINER_ID.test(id) ? id : null));
      return;
    }
    if (BLOCK_TAGS.has(element.name)) {
      walkBlock(element);
      return;
    }
    walkContainer(element);
  }

  const root = contentRoot(parseBuiltPage(page.html));
  if (root) walkContainer(root);
  return {
    path: `${url.pathname}${url.search}`,
    title: cleanText(page.title),
    category: page.category,
    ...(page.description && cleanText(page.description)
      ? {description: cleanText(page.description)}
      : {}),
    ...keywordsField(page),
    items,
  };
}

/** The records of one page, in page order: its title, then headings and text blocks. */
export function extractRecords(page: PageToIndex): SearchRecord[] {
  return expandPage(new URL(page.url).origin, extractPage(page));
}
