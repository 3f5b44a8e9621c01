/**
 * Each page's PDF as a route prop (`pdfDownload`, lib/pdfDownload.ts): the docs, API and guide
 * plugins give every page of a printed section, and its category index, the file's address, pages
 * and bytes, so the page says "Download PDF (N pages, X MB)" from its own server render, with no
 * site-wide list for the reader to download. Without printed PDFs no route gets the prop.
 */
import type {RouteConfig} from '@docusaurus/types';
import {PDF_DOWNLOAD_PROP, type PdfDownload} from '../../lib/pdfDownload';
import {docsInstanceSections, guidesSections, type LoadedPost} from './instanceSections';
import {printedDir, printedPdfs, type PrintedPdf} from './printed';
import type {PdfSection} from './sections';

/** Each page path of a printed section -> its PDF. A page in two sections keeps the first. */
export function pdfByPage(
  sections: readonly PdfSection[],
  printed: readonly PrintedPdf[],
): Map<string, PdfDownload> {
  const byPage = new Map<string, PdfDownload>();
  for (const section of sections) {
    const pdf = printed.find((candidate) => candidate.file === section.file);
    if (!pdf) continue;
    const download = {href: pdf.file, title: section.title, pages: pdf.pages, bytes: pdf.bytes};
    section.pages.forEach((page) => {
      if (!byPage.has(page.path)) byPage.set(page.path, download);
    });
  }
  return byPage;
}

/**
 * The loaded docs with each printed doc's PDF in its metadata (`pdfDownload`), which the docs
 * plugin writes into the doc's metadata module: the footer reads it with `useDoc()`, so no route
 * prop and no context carries it. The other paths of `byPage` (category indexes) stay for routes.
 */
export function withPdfMetadata<
  Content extends {loadedVersions: readonly {docs: readonly Doc[]}[]},
>(content: Content, byPage: Map<string, PdfDownload>): Content {
  if (byPage.size === 0) return content;
  const loadedVersions = content.loadedVersions.map((version) => ({
    ...version,
    docs: version.docs.map((doc) => {
      const pdf = byPage.get(doc.permalink);
      if (!pdf) return doc;
      byPage.delete(doc.permalink);
      return {...doc, [PDF_DOWNLOAD_PROP]: pdf};
    }),
  }));
  return {...content, loadedVersions};
}

interface Doc {
  readonly permalink: string;
}

/** `route` and the routes below it, each page's (an exact route) with its PDF as a prop. */
export function withPdfProps(
  route: RouteConfig,
  byPage: ReadonlyMap<string, PdfDownload>,
): RouteConfig {
  if (byPage.size === 0) return route;
  const routes = route.routes?.map((child) => withPdfProps(child, byPage));
  const pdf = route.exact ? byPage.get(route.path) : undefined;
  return {
    ...route,
    ...(routes && {routes}),
    ...(pdf && {props: {...route.props, [PDF_DOWNLOAD_PROP]: pdf}}),
  };
}

const printedNow = (): PrintedPdf[] => {
  const dir = printedDir();
  return dir ? printedPdfs(dir) : [];
};

/** The PDF of each page of a docs instance (docs or API reference), from the printed PDFs. */
export function docsPdfByPage(pluginId: string, content: unknown): Map<string, PdfDownload> {
  const printed = printedNow();
  return printed.length > 0
    ? pdfByPage(docsInstanceSections(pluginId, content), printed)
    : new Map<string, PdfDownload>();
}

/** The guides' PDF for the guide list, if printed. */
export function guidesPdf(posts: readonly LoadedPost[]): PdfDownload | undefined {
  const printed = printedNow();
  const [section] = printed.length > 0 ? guidesSections(posts) : [];
  return section ? pdfByPage([section], printed).get(section.pages[0]?.path ?? '') : undefined;
}
