/**
 * `npm run pdf`: prints the PDFs that the build lists in `pdf/sections.json` with Debian's Chromium
 * (playwright-core, on the closed network of the browser tests), from the production build served on
 * loopback, and writes them beside it (`build/pdf/<section>.pdf`), with `build/pdf/pdfs.json` naming
 * each file's pages and bytes, and a "PDFs" section at the end of `build/llms.txt`. Prints the time of each section and the pages per second.
 */
import {existsSync, readFileSync, writeFileSync, mkdirSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {chromium, type Browser} from 'playwright-core';
import {PDFDocument} from 'pdf-lib';
import {chromiumLaunchOptions} from '../chromium';
import {mapConcurrently} from '../../src/plugins/mapConcurrently';
import {site} from '../../src/data/site';
import type {OutlineNode, PdfSection} from '../../src/plugins/pdf-sections/sections';
import {serveBuild} from '../serveBuild';
import {assemble} from './assemble';
import {frontMatterHtml, type TocEntry} from './frontMatter';
import {pageKey} from './linkTarget';
import {withoutTrailingBlankPages} from './trailingBlank';
import {withPdfsSection} from './llmsPdfs';

const PAPER = {
  format: 'A4',
  printBackground: true,
  margin: {top: '14mm', bottom: '16mm', left: '12mm', right: '12mm'},
} as const;

export interface PdfFile {
  readonly id: string;
  readonly title: string;
  readonly version: string;
  readonly file: string;
  readonly pages: number;
  readonly bytes: number;
  readonly seconds: number;
}

async function printPage(browser: Browser, url: string): Promise<Uint8Array> {
  const page = await browser.newPage({colorScheme: 'light'});
  try {
    await page.goto(url, {waitUntil: 'load'});
    // Every image on paper: the ones below the fold load only when asked for.
    await page.evaluate(async () => {
      const images = Array.from(document.images);
      images.forEach((image) => {
        image.loading = 'eager';
      });
      await Promise.all(
        images
          .filter((image) => !image.complete)
          .map((image) => image.decode().catch(() => undefined)),
      );
      await document.fonts.ready;
    });
    return await withoutTrailingBlankPages(await page.pdf(PAPER));
  } finally {
    await page.close();
  }
}

async function printHtml(browser: Browser, html: string): Promise<Uint8Array> {
  const page = await browser.newPage({colorScheme: 'light'});
  try {
    await page.setContent(html, {waitUntil: 'load'});
    return await page.pdf(PAPER);
  } finally {
    await page.close();
  }
}

/** The table of contents: the outline's nodes, each with the number of the page it opens. */
function tocEntries(
  outline: readonly OutlineNode[],
  pageNumber: (path: string) => number | undefined,
  origin: string,
  depth = 0,
): TocEntry[] {
  return outline.flatMap((node) => {
    const children = tocEntries(node.children, pageNumber, origin, depth + 1);
    const path = node.path ?? children[0]?.href.slice(origin.length);
    const page = path === undefined ? undefined : pageNumber(path);
    const own = path && page ? [{title: node.title, href: `${origin}${path}`, depth, page}] : [];
    return [...own, ...children];
  });
}

async function printSection(
  browser: Browser,
  section: PdfSection,
  origin: string,
  outDir: string,
  tabs: number,
  date: Date,
): Promise<PdfFile> {
  const started = Date.now();
  const pages = await mapConcurrently(section.pages, tabs, async (page) => ({
    path: page.path,
    pdf: await printPage(browser, `${origin}${page.path}`),
  }));
  const counts = await Promise.all(
    pages.map(async (page) => (await PDFDocument.load(page.pdf)).getPageCount()),
  );
  const firstOf = new Map<string, number>();
  let running = 0;
  pages.forEach((page, index) => {
    firstOf.set(pageKey(page.path), running);
    running += counts[index] ?? 0;
  });
  const front = async (frontPages: number): Promise<Uint8Array> =>
    printHtml(
      browser,
      frontMatterHtml({
        product: site.title,
        title: section.title,
        version: section.version || 'latest',
        date: date.toISOString().slice(0, 10),
        entries: tocEntries(
          section.outline,
          (path) => {
            const first = firstOf.get(pageKey(path));
            return first === undefined ? undefined : frontPages + first + 1;
          },
          origin,
        ),
      }),
    );
  // The contents' own length moves every number after it: count it once, then number the pages.
  const draft = await front(0);
  const frontPages = (await PDFDocument.load(draft)).getPageCount();
  const {bytes, pageCount} = await assemble({
    title: section.title,
    front: await front(frontPages),
    pages,
    outline: section.outline,
    origin,
    liveBase: site.url,
    date,
  });
  const target = join(outDir, section.file);
  mkdirSync(dirname(target), {recursive: true});
  writeFileSync(target, bytes);
  return {
    id: section.id,
    title: section.title,
    version: section.version,
    file: section.file,
    pages: pageCount,
    bytes: bytes.length,
    seconds: (Date.now() - started) / 1000,
  };
}

export async function printSite({
  dir = 'build',
  only,
  port = 4173,
}: {
  dir?: string;
  only?: readonly string[];
  port?: number;
}): Promise<PdfFile[]> {
  const outDir = resolve(dir);
  const sections = (
    JSON.parse(readFileSync(join(outDir, 'pdf/sections.json'), 'utf8')) as PdfSection[]
  ).filter((section) => !only || only.includes(section.id));
  if (sections.length === 0) throw new Error(`No section to print in ${outDir}/pdf/sections.json`);
  const served = await serveBuild({dir: outDir, port});
  const browser = await chromium.launch(chromiumLaunchOptions);
  const tabs = availableParallelism();
  const date = new Date();
  const files: PdfFile[] = [];
  const started = Date.now();
  try {
    for (const section of sections) {
      const file = await printSection(browser, section, served.baseUrl, outDir, tabs, date);
      files.push(file);
      console.log(
        `${file.file}: ${section.pages.length} site pages, ${file.pages} PDF pages, ` +
          `${(file.bytes / 1e6).toFixed(1)} MB in ${file.seconds.toFixed(1)} s`,
      );
    }
  } finally {
    await browser.close();
    served.stop();
  }
  const seconds = (Date.now() - started) / 1000;
  const printed = sections.reduce((sum, section) => sum + section.pages.length, 0);
  console.log(
    `${files.length} PDFs, ${printed} site pages in ${seconds.toFixed(1)} s ` +
      `(${(printed / seconds).toFixed(1)} pages/s, ${tabs} tabs)`,
  );
  // What the pages say of each file ("Download PDF (N pages, X MB)"): merged with earlier runs.
  const manifestPath = join(outDir, 'pdf/pdfs.json');
  let earlier: PdfFile[] = [];
  try {
    earlier = JSON.parse(readFileSync(manifestPath, 'utf8')) as PdfFile[];
  } catch {
    earlier = [];
  }
  const merged = [
    ...earlier.filter((old) => !files.some((file) => file.file === old.file)),
    ...files,
  ];
  writeFileSync(manifestPath, JSON.stringify(merged, null, 1));
  const llmsPath = join(outDir, 'llms.txt');
  if (existsSync(llmsPath))
    writeFileSync(llmsPath, withPdfsSection(readFileSync(llmsPath, 'utf8'), merged, site.url));
  return files;
}
