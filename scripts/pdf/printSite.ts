/**
 * `npm run pdf`: prints the PDFs that the build lists in `pdf/sections.json` with Debian's Chromium
 * (playwright-core, on the closed network of the browser tests), from the production build served on
 * loopback, into a folder of their own (`.cache/pdf/pdf/<section>.pdf`, with `pdfs.json` naming each
 * file's pages and bytes). Then it builds the site again with that folder in TESSERA_PDF_DIR: the
 * build copies the PDFs to their addresses (`build/pdf/<section>.pdf`) and each page of a printed
 * section says "Download PDF (N pages, X MB)" (src/plugins/pdf-sections). A build clears its folder,
 * so the PDFs wait outside it. Last, `build/llms.txt` gets a "PDFs" section. Prints the time of each
 * section and the pages per second.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync, mkdirSync, rmSync} from 'node:fs';
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
import {
  carryPdfs,
  PDF_DIR_ENV,
  type PrintedPdf as PdfFile,
} from '../../src/plugins/pdf-sections/printed';

const PAPER = {
  format: 'A4',
  printBackground: true,
  margin: {top: '14mm', bottom: '16mm', left: '12mm', right: '12mm'},
} as const;

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

async function printHtml(browser: Browser, html: string, origin: string): Promise<Uint8Array> {
  const page = await browser.newPage({colorScheme: 'light'});
  try {
    // On the site's origin, so the cover finds the site's font at /fonts/.
    await page.goto(`${origin}/404.html`, {waitUntil: 'commit'});
    await page.setContent(html, {waitUntil: 'load'});
    await page.evaluate(() => document.fonts.ready);
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
      origin,
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

/** `docusaurus build` of the site into `outDir`, with the printed PDFs in `pdfDir`. */
function buildWithPdfs(siteDir: string, outDir: string, pdfDir: string): void {
  const started = Date.now();
  const docusaurus = join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const result = spawnSync(process.execPath, [docusaurus, 'build', '--out-dir', outDir], {
    cwd: siteDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, [PDF_DIR_ENV]: pdfDir},
  });
  if (result.status !== 0)
    throw new Error(
      `The build with the PDFs failed (${result.error?.message ?? `exit ${result.status}`}); its errors are above. The PDFs are in ${pdfDir}.`,
    );
  console.log(`Built again with the PDFs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function printSite({
  siteDir = process.cwd(),
  dir = 'build',
  pdfDir = join(siteDir, '.cache/pdf'),
  only,
  port = 4173,
  rebuild = true,
}: {
  siteDir?: string;
  dir?: string;
  /** Where the PDFs wait for the build: a build empties its own folder first. */
  pdfDir?: string;
  only?: readonly string[];
  port?: number;
  /** Build again so that the pages offer the PDFs; without it the PDFs are only copied into the build. */
  rebuild?: boolean;
}): Promise<PdfFile[]> {
  const outDir = resolve(siteDir, dir);
  const sectionsPath = join(outDir, 'pdf/sections.json');
  if (!existsSync(sectionsPath))
    throw new Error(`No ${sectionsPath}: build the site first with "npm run build".`);
  const all = JSON.parse(readFileSync(sectionsPath, 'utf8')) as PdfSection[];
  const unknown = (only ?? []).filter((id) => !all.some((section) => section.id === id));
  if (unknown.length > 0)
    throw new Error(
      `No section ${unknown.join(', ')} in ${sectionsPath}; the sections are ${[...new Set(all.map((section) => section.id))].join(', ')}.`,
    );
  const sections = all.filter((section) => !only || only.includes(section.id));
  if (sections.length === 0) throw new Error(`No section to print in ${sectionsPath}`);
  // Each run's PDFs are the set the build carries: none left from an earlier run.
  rmSync(pdfDir, {recursive: true, force: true});
  mkdirSync(pdfDir, {recursive: true});
  const served = await serveBuild({dir: outDir, port});
  const browser = await chromium.launch(chromiumLaunchOptions);
  const tabs = availableParallelism();
  const date = new Date();
  const files: PdfFile[] = [];
  const started = Date.now();
  try {
    for (const section of sections) {
      const file = await printSection(browser, section, served.baseUrl, pdfDir, tabs, date);
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
  // What the pages say of each file ("Download PDF (N pages, X MB)").
  writeFileSync(join(pdfDir, 'pdfs.json'), JSON.stringify(files, null, 1));
  if (rebuild) buildWithPdfs(siteDir, outDir, pdfDir);
  else carryPdfs(pdfDir, outDir, new Set(files.map((file) => file.file)));
  const llmsPath = join(outDir, 'llms.txt');
  if (existsSync(llmsPath))
    writeFileSync(llmsPath, withPdfsSection(readFileSync(llmsPath, 'utf8'), files, site.url));
  return files;
}
