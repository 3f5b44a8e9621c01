/**
 * Converts the rendered content of a page (its Markdown container, as the
 * browser receives it) to CommonMark with GitHub tables. Converting the HTML
 * rather than the sources means every MDX component turns into exactly what
 * it shows: an endpoint's parameter tables, its curl example, a reference
 * list's rows.
 *
 * What is left out is what a reader does not read as content: buttons, icons,
 * heading anchors, tab strips, the page header (the twin writes the title),
 * and anything hidden from assistive technology. Hidden tab panels stay: their
 * text is the page's, one tab away.
 */
import {isText, type AnyNode, type Element} from 'domhandler';
import {
  classesOf,
  findFirst,
  isElement,
  INLINE_TAGS as SEARCH_INLINE_TAGS,
  INTERFACE_TAGS,
  SKIPPED_ROLES,
} from '../builtPages/dom';
import {contentRoot, parseBuiltPage} from '../builtPages/parse';

export interface ConvertOptions {
  /** Absolute URL of the page; relative links and images resolve against it. */
  readonly pageUrl: string;
}

const SKIPPED_TAGS = INTERFACE_TAGS;
const SKIPPED_CLASSES = [
  'hash-link',
  'theme-doc-toc-mobile',
  'tocCollapsible',
  'sr-only',
  'buttonGroup',
  'theme-doc-breadcrumbs',
];
// The search extractor's inline elements, and images, which a twin keeps as Markdown images.
const INLINE_TAGS: ReadonlySet<string> = new Set([...SEARCH_INLINE_TAGS, 'img']);

/** CSS-module class names are `name_hash`; this matches the readable part. */
function hasClass(element: Element, name: string): boolean {
  return classesOf(element).some((c) => c === name || c.startsWith(`${name}_`));
}

function isSkipped(element: Element): boolean {
  if (SKIPPED_TAGS.has(element.name)) return true;
  if (element.attribs['aria-hidden'] === 'true') return true;
  if (element.attribs.hidden !== undefined && element.attribs.role !== 'tabpanel') return true;
  if (SKIPPED_ROLES.has(element.attribs.role ?? '')) return true;
  return SKIPPED_CLASSES.some((name) => hasClass(element, name));
}

function textOf(node: AnyNode): string {
  if (isText(node)) return node.data;
  if (!isElement(node)) return '';
  if (node.name === 'br') return '\n';
  return node.children.map(textOf).join('');
}

function findAll(nodes: readonly AnyNode[], test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (node: AnyNode) => {
    if (!isElement(node)) return;
    if (test(node)) found.push(node);
    else node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return found;
}

/** Zero-width characters out, runs of whitespace as one space. */
function collapse(text: string): string {
  return text.replace(/[\u200b-\u200d\ufeff]/g, '').replace(/\s+/g, ' ');
}

/**
 * Escapes the characters that would otherwise start Markdown syntax in text.
 * An underscore inside a word (`cms_heading`) never starts emphasis, so it
 * stays as it is, which keeps names readable.
 */
export function escapeText(text: string): string {
  return text
    .replace(/[\\`*[\]<]/g, (char) => `\\${char}`)
    .replace(/(^|[^\p{L}\p{N}])_|_(?=$|[^\p{L}\p{N}_])/gu, (match) => match.replace('_', '\\_'));
}

/** Inline code, fenced with more backticks than it contains. */
export function inlineCode(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const padded = text.startsWith('`') || text.endsWith('`') ? ` ${text} ` : text;
  return `${fence}${padded}${fence}`;
}

/** A fenced code block whose fence outlasts any backtick run inside it. */
export function fencedCode(code: string, language: string, title: string): string {
  const longest = Math.max(0, ...(code.match(/`{3,}/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const info = [language, title ? `title="${title.replace(/"/g, "'")}"` : '']
    .filter(Boolean)
    .join(' ');
  return `${fence}${info}\n${code.replace(/\n+$/, '')}\n${fence}`;
}

const ADMONITION_LABELS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

class Converter {
  constructor(private readonly pageUrl: URL) {}

  absolute(href: string): string {
    try {
      return new URL(href, this.pageUrl).toString();
    } catch {
      return href;
    }
  }

  inline(nodes: readonly AnyNode[]): string {
    return nodes
      .map((node) => {
        const text = this.inlineNode(node);
        // A block inside inline content (a card's title and summary inside its link) is a separate word run.
        return isElement(node) && !INLINE_TAGS.has(node.name) && text ? ` ${text} ` : text;
      })
      .join('')
      .replace(/ {2,}/g, ' ');
  }

  inlineNode(node: AnyNode): string {
    if (isText(node)) return escapeText(collapse(node.data));
    if (!isElement(node) || isSkipped(node)) return '';
    switch (node.name) {
      case 'br':
        return '\\\n';
      case 'code':
      case 'kbd':
      case 'samp':
        return inlineCode(collapse(textOf(node)));
      case 'strong':
      case 'b':
        return this.wrap('**', this.inline(node.children));
      case 'em':
      case 'i':
        return this.wrap('_', this.inline(node.children));
      case 'del':
      case 's':
        return this.wrap('~~', this.inline(node.children));
      case 'img': {
        const src = node.attribs.src;
        return src ? `![${escapeText(node.attribs.alt ?? '')}](${this.absolute(src)})` : '';
      }
      case 'a': {
        const label = this.inline(node.children).trim();
        const href = node.attribs.href;
        if (!href || !label) return label;
        return `[${label}](${this.absolute(href)})`;
      }
      default:
        return this.inline(node.children);
    }
  }

  wrap(marker: string, content: string): string {
    const trimmed = content.trim();
    if (!trimmed) return content;
    const lead = content.startsWith(' ') ? ' ' : '';
    const tail = content.endsWith(' ') ? ' ' : '';
    return `${lead}${marker}${trimmed}${marker}${tail}`;
  }

  /** Block-level Markdown of a list of nodes: inline runs become paragraphs. */
  blocks(nodes: readonly AnyNode[]): string[] {
    const out: string[] = [];
    let run: AnyNode[] = [];
    const flush = () => {
      const text = this.inline(run)
        .replace(/[ \t]+\n/g, '\n')
        .replace(/\n[ \t]+/g, '\n')
        .trim();
      if (text) out.push(text.replace(/\\$/, ''));
      run = [];
    };
    for (const node of nodes) {
      if (isElement(node) && !INLINE_TAGS.has(node.name)) {
        if (isSkipped(node)) continue;
        flush();
        out.push(...this.block(node));
      } else {
        run.push(node);
      }
    }
    flush();
    return out;
  }

  block(element: Element): string[] {
    const heading = /^h([2-6])$/.exec(element.name);
    if (heading) {
      const text = this.inline(element.children).trim();
      return text ? [`${'#'.repeat(Number(heading[1]))} ${text}`] : [];
    }
    if (hasClass(element, 'theme-code-block')) return [this.codeBlock(element)];
    if (hasClass(element, 'theme-admonition')) return [this.admonition(element)];
    if (hasClass(element, 'tabs-container')) return this.tabs(element);
    switch (element.name) {
      case 'p':
        return this.blocks(element.children);
      case 'pre':
        return [fencedCode(textOf(element), '', '')];
      case 'ul':
      case 'ol':
        return [this.list(element)];
      case 'table':
        return this.table(element);
      case 'blockquote':
        return [this.quote(this.blocks(element.children).join('\n\n'))];
      case 'hr':
        return ['---'];
      case 'details':
        return this.details(element);
      case 'dl':
        return this.definitionList(element);
      default:
        return this.blocks(element.children);
    }
  }

  quote(markdown: string): string {
    return markdown
      .split('\n')
      .map((line) => (line ? `> ${line}` : '>'))
      .join('\n');
  }

  codeBlock(element: Element): string {
    const language =
      classesOf(element)
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length) ?? '';
    const titleElement = findFirst(element.children, (child) => hasClass(child, 'codeBlockTitle'));
    const title = titleElement ? collapse(textOf(titleElement)).trim() : '';
    const code = findFirst(element.children, (child) => child.name === 'code');
    const lines = code
      ? findAll(code.children, (child) => hasClass(child, 'token-line'))
      : ([] as Element[]);
    const text =
      lines.length > 0
        ? lines.map((line) => textOf(line).replace(/\n$/, '')).join('\n')
        : code
          ? textOf(code)
          : '';
    return fencedCode(text, language === 'text' && !title ? 'text' : language, title);
  }

  admonition(element: Element): string {
    const type = classesOf(element)
      .find((name) => name.startsWith('theme-admonition-'))
      ?.slice('theme-admonition-'.length);
    const headingElement = findFirst(element.children, (child) =>
      hasClass(child, 'admonitionHeading'),
    );
    const headingText = headingElement ? collapse(textOf(headingElement)).trim() : '';
    // The theme prints the type in lower case and capitalizes it with CSS.
    const label =
      headingText && headingText.toLowerCase() !== type
        ? headingText
        : (ADMONITION_LABELS[type ?? ''] ?? headingText);
    const content = findFirst(element.children, (child) => hasClass(child, 'admonitionContent'));
    const body = this.blocks(content ? content.children : []).join('\n\n');
    return this.quote(label ? `**${escapeText(label)}**\n\n${body}` : body);
  }

  tabs(element: Element): string[] {
    const labels = findAll(element.children, (child) => child.attribs.role === 'tab').map((tab) =>
      collapse(textOf(tab)).trim(),
    );
    const panels = findAll(element.children, (child) => child.attribs.role === 'tabpanel');
    return panels.flatMap((panel, index) => {
      const label = labels[index];
      return [...(label ? [`**${escapeText(label)}**`] : []), ...this.blocks(panel.children)];
    });
  }

  details(element: Element): string[] {
    const summary = element.children.find(
      (child): child is Element => isElement(child) && child.name === 'summary',
    );
    const rest = element.children.filter((child) => child !== summary);
    const title = summary ? this.inline(summary.children).trim() : '';
    return [...(title ? [`**${title}**`] : []), ...this.blocks(rest)];
  }

  definitionList(element: Element): string[] {
    return element.children.filter(isElement).flatMap((child) => {
      if (child.name === 'dt') return [`**${this.inline(child.children).trim()}**`];
      return this.blocks(child.children);
    });
  }

  list(element: Element): string {
    const ordered = element.name === 'ol';
    let number = Number(element.attribs.start ?? '1') || 1;
    const items = element.children.filter(
      (child): child is Element => isElement(child) && child.name === 'li' && !isSkipped(child),
    );
    const isList = (block: string) => /^(- |\d+\. )/.test(block);
    let loose = false;
    const written = items.map((item) => {
      const marker = ordered ? `${number++}. ` : '- ';
      const indent = ' '.repeat(marker.length);
      const blocks = this.blocks(item.children);
      // A nested list right after the item's text keeps the list tight; a second paragraph loosens it.
      if (blocks.slice(1).some((block) => !isList(block))) loose = true;
      const body = blocks.reduce(
        (text, block) => (text ? `${text}${isList(block) ? '\n' : '\n\n'}${block}` : block),
        '',
      );
      const [first = '', ...rest] = (body || ' ').split('\n');
      return [marker + first, ...rest.map((line) => (line ? indent + line : line))].join('\n');
    });
    return written.join(loose ? '\n\n' : '\n');
  }

  cell(cell: Element): string {
    return this.inline(cell.children)
      .replace(/\\\n/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/\|/g, '\\|');
  }

  table(element: Element): string[] {
    const caption = element.children.find(
      (child): child is Element => isElement(child) && child.name === 'caption',
    );
    const rows = findAll(element.children, (child) => child.name === 'tr');
    if (rows.length === 0) return [];
    const cellsOf = (row: Element) =>
      row.children
        .filter(
          (child): child is Element =>
            isElement(child) && (child.name === 'th' || child.name === 'td'),
        )
        .map((cell) => this.cell(cell));
    const [head, ...body] = rows.map(cellsOf);
    const width = Math.max(...rows.map((row) => cellsOf(row).length));
    const pad = (cells: string[] = []) =>
      Array.from({length: width}, (_, index) => cells[index] ?? '');
    const line = (cells: string[]) => `| ${pad(cells).join(' | ')} |`;
    const table = [
      line(head ?? []),
      `| ${Array.from({length: width}, () => '---').join(' | ')} |`,
      ...body.map(line),
    ].join('\n');
    const title = caption ? this.inline(caption.children).trim() : '';
    return [...(title ? [`_${title}_`] : []), table];
  }
}

/** Markdown of an element's content. */
export function elementToMarkdown(element: Element, options: ConvertOptions): string {
  const converter = new Converter(new URL(options.pageUrl));
  return converter
    .blocks(element.children)
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n');
}

export interface ConvertedPage {
  /** The document title, without the site's suffix after the last " | ". */
  readonly title: string;
  /** The page's meta description. */
  readonly description: string;
  /** Markdown of the page's content ('' when it has none). */
  readonly markdown: string;
}

/** Parses a rendered page: its title and description, and its content as Markdown. */
export function convertPage(html: string, options: ConvertOptions): ConvertedPage {
  const document = parseBuiltPage(html);
  const root = contentRoot(document);
  const titleElement = findFirst(document.children, (element) => element.name === 'title');
  const meta = findFirst(
    document.children,
    (element) => element.name === 'meta' && element.attribs.name === 'description',
  );
  return {
    title: collapse(titleElement ? textOf(titleElement) : '')
      .replace(/ \| [^|]*$/, '')
      .trim(),
    description: collapse(meta?.attribs.content ?? '').trim(),
    markdown: root ? elementToMarkdown(root, options) : '',
  };
}

export function pageToMarkdown(html: string, options: ConvertOptions): string {
  return convertPage(html, options).markdown;
}

/** Markdown of an HTML fragment (for tests and small pieces). */
export function fragmentToMarkdown(html: string, options: ConvertOptions): string {
  return pageToMarkdown(`<main>${html}</main>`, options);
}
