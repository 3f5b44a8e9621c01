/**
 * The PDFs `npm run pdf` wrote into the build (build/pdf/pdfs.json names them; `npm test` prints one
 * section), read with poppler (pdfinfo, pdftotext, pdftohtml -xml): every page of the section is
 * there in sidebar order with its title, the bookmarks are the sidebar, internal links land inside
 * the file, the longest code line of the section's pages is whole in the text, and every page but
 * the cover has the footer with the section and the page number. The built pages of a printed
 * section offer its PDF with its real figures; those of a section not printed offer none.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from './nodeTest';
import {BUILD_DIR} from './builtSite';
import {bookmarksOf, type Bookmark} from './support/pdfOutline';
import type {OutlineNode, PdfSection} from '../src/plugins/pdf-sections/sections';
import {downloadLabel} from '../src/lib/pdfDownload';

interface PdfFile {
  readonly file: string;
  readonly pages: number;
  readonly bytes: number;
}

const manifestPath = join(BUILD_DIR, 'pdf/pdfs.json');
const files: PdfFile[] = existsSync(manifestPath)
  ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as PdfFile[])
  : [];
const sections = existsSync(join(BUILD_DIR, 'pdf/sections.json'))
  ? (JSON.parse(readFileSync(join(BUILD_DIR, 'pdf/sections.json'), 'utf8')) as PdfSection[])
  : [];

const poppler = (program: string, args: string[]): string =>
  execFileSync(program, args, {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});

/**
 * Text without its spaces and hyphens, to compare across line breaks: a wrapped line breaks where
 * the browser chose, and pdftotext joins a line that ends in a hyphen without it.
 */
const squeeze = (text: string): string => text.replace(/[\s-]+/g, '');

/** The bookmarks' shape with titles only, to compare with the sidebar's. */
const titles = (nodes: readonly (OutlineNode | Bookmark)[]): unknown[] =>
  nodes.map((node) => [node.title, titles(node.children)]);

/** The page each outline node with a path opens, walking the sidebar and the bookmarks together. */
function pagesByPath(
  outline: readonly OutlineNode[],
  marks: readonly Bookmark[],
): Map<string, number> {
  const found = new Map<string, number>();
  outline.forEach((node, index) => {
    const mark = marks[index];
    if (!mark) return;
    if (node.path && !found.has(node.path)) found.set(node.path, mark.page);
    pagesByPath(node.children, mark.children).forEach((page, path) => {
      if (!found.has(path)) found.set(path, page);
    });
  });
  return found;
}

/** The longest line inside a code fence of a Markdown twin. */
function longestCodeLine(markdown: string): string {
  let inside = false;
  let longest = '';
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) inside = !inside;
    else if (inside && line.length > longest.length) longest = line;
  }
  return longest;
}

test('npm run pdf has written at least one PDF into the build', () => {
  expect(
    files.map((file) => file.file),
    `run: npm run pdf -- --only courier`,
  ).not.toEqual([]);
});

/** The built HTML of a page path. */
function builtHtml(path: string): string {
  const base = join(BUILD_DIR, path.replace(/\/$/, ''));
  const file = [`${base}.html`, join(base, 'index.html')].find((candidate) =>
    existsSync(candidate),
  );
  expect(file, `the built page of ${path}`).toBeDefined();
  return file ? readFileSync(file, 'utf8') : '';
}

/** The "Download PDF" links of a built page: [href, text]. */
const downloadLinks = (html: string): string[][] =>
  // The build minifies its HTML: an attribute's quotes may be gone.
  [...html.matchAll(/<a [^>]*?href="?([^"\s>]+)"?[^>]*>(Download PDF[^<]*)<\/a>/g)].map(
    ([, href, text]) => [href ?? '', text ?? ''],
  );

test('the pages of a section not printed offer no PDF', () => {
  const unprinted = sections.filter((section) => !files.some((pdf) => pdf.file === section.file));
  for (const section of unprinted)
    for (const page of section.pages.slice(0, 3))
      expect(downloadLinks(builtHtml(page.path)), page.path).toEqual([]);
});

test('llms.txt names each PDF with its pages and size', () => {
  const llms = readFileSync(join(BUILD_DIR, 'llms.txt'), 'utf8');
  for (const pdf of files)
    expect(llms).toMatch(
      new RegExp(`\\(https://developers\\.tessera\\.dev${pdf.file}\\): ${pdf.pages} pages, `),
    );
});

for (const pdf of files) {
  test.describe(pdf.file, () => {
    const path = join(BUILD_DIR, pdf.file);
    const section = sections.find((candidate) => candidate.file === pdf.file);
    let read: {info: string; pages: string[]; xml: string} | undefined;
    const reader = () =>
      (read ??= {
        info: poppler('pdfinfo', [path]),
        pages: poppler('pdftotext', ['-enc', 'UTF-8', path, '-']).split('\f'),
        xml: poppler('pdftohtml', ['-xml', '-i', '-q', '-stdout', path]),
      });

    test('has every page of its section, in sidebar order, each opening with its title', () => {
      expect(section, `${pdf.file} in build/pdf/sections.json`).toBeDefined();
      if (!section) return;
      const {info, pages, xml} = reader();
      expect(info).toMatch(new RegExp(`^Pages:\\s+${pdf.pages}$`, 'm'));
      expect(info).toMatch(new RegExp(`^Title:\\s+${section.title}$`, 'm'));
      const opened = pagesByPath(section.outline, bookmarksOf(xml));
      const numbers = section.pages.map((page) => opened.get(page.path) ?? 0);
      expect(numbers.every((number, index) => number > (numbers[index - 1] ?? 2))).toBe(true);
      section.pages.forEach((page, index) => {
        // An endpoint page names its method and path above its title.
        const opening = squeeze(pages[(numbers[index] ?? 0) - 1] ?? '').slice(0, 300);
        expect(opening, `page ${numbers[index]} of ${pdf.file}`).toContain(squeeze(page.title));
      });
      // The contents page lists every page by its title.
      const contents = pages.slice(1, numbers[0]).join('\n');
      section.pages.forEach((page) => expect(contents).toContain(page.title));
    });

    test('is offered on the pages of its section with its pages and size', () => {
      expect(section).toBeDefined();
      if (!section) return;
      const label = downloadLabel(pdf);
      // The guides' PDF is on the guide list; a docs or API section's on every page (the footer)
      // and on its generated category indexes.
      const offering =
        section.id === 'guides' ? ['/guides'] : section.pages.map((page) => page.path);
      for (const path of offering)
        expect(downloadLinks(builtHtml(path)), path).toEqual([[pdf.file, label]]);
    });

    test('has a footer with the section and the page number on every page after the cover', () => {
      expect(section).toBeDefined();
      if (!section) return;
      // The band below the printed area of an A4 page (595 x 842 pt; the bottom margin is 16 mm).
      const footers = poppler('pdftotext', [
        ...['-enc', 'UTF-8', '-x', '0', '-y', '800', '-W', '595', '-H', '42'],
        ...[path, '-'],
      ])
        .split('\f')
        .slice(0, pdf.pages)
        .map((text) => text.replace(/\s+/g, ' ').trim());
      expect(footers[0], 'the cover').toBe('');
      const expected = footers.map((_, index) => `${section.title} ${index + 1} / ${pdf.pages}`);
      expect(footers.slice(1)).toEqual(expected.slice(1));
    });

    test('has bookmarks that mirror the sidebar', () => {
      expect(section).toBeDefined();
      if (!section) return;
      expect(titles(bookmarksOf(reader().xml))).toEqual(titles(section.outline));
    });

    test('has internal links that land inside the file, and no link to the print server', () => {
      const {xml} = reader();
      const hrefs = [...xml.matchAll(/<a href="([^"]*)"/g)].map(([, href]) => href ?? '');
      const name =
        pdf.file
          .split('/')
          .pop()
          ?.replace(/\.pdf$/, '') ?? '';
      const internal = hrefs.filter((href) => href.startsWith(`${name}.html#`));
      expect(internal.length, 'links inside the file').toBeGreaterThan(0);
      const outside = internal
        .map((href) => Number(href.split('#')[1]))
        .filter((page) => !(page >= 1 && page <= pdf.pages));
      expect(outside).toEqual([]);
      expect(hrefs.filter((href) => /127\.0\.0\.1|localhost/.test(href))).toEqual([]);
    });

    test('has the longest code line of its pages whole', () => {
      expect(section).toBeDefined();
      if (!section) return;
      const lines = section.pages
        .map((page) => join(BUILD_DIR, `${page.path.replace(/\/$/, '')}.md`))
        .filter((twin) => existsSync(twin))
        .map((twin) => longestCodeLine(readFileSync(twin, 'utf8')));
      const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '');
      expect(longest, `a code line on the pages of ${pdf.file}`).not.toBe('');
      expect(squeeze(reader().pages.join(''))).toContain(squeeze(longest));
    });
  });
}
