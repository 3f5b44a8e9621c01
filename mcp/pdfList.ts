/**
 * The PDFs list_pages names beside the pages: those `npm run pdf` wrote into the build
 * (`/pdf/pdfs.json`, with the pages of each in `/pdf/sections.json`) that hold one of the listed
 * pages, so a section or a version narrows them as it narrows the pages.
 */
import {megabytes} from '../src/lib/pdfDownload';

export interface PdfEntry {
  readonly title: string;
  readonly url: string;
  readonly pages: number;
  readonly bytes: number;
}

interface WrittenPdf {
  readonly file: string;
  readonly title: string;
  readonly pages: number;
  readonly bytes: number;
}

interface ListedSection {
  readonly file: string;
  readonly pages: readonly {readonly path: string}[];
}

const pathOf = (url: string): string =>
  new URL(url, 'https://x.invalid').pathname.replace(/\/$/, '');

/** The PDFs holding one of `pageUrls`; none when the build has no PDFs (either file missing or unreadable). */
export function pdfsOfPages(
  pdfsJson: string | undefined,
  sectionsJson: string | undefined,
  pageUrls: readonly string[],
  siteUrl: string,
): PdfEntry[] {
  if (pdfsJson === undefined || sectionsJson === undefined) return [];
  let written: WrittenPdf[];
  let sections: ListedSection[];
  try {
    written = JSON.parse(pdfsJson) as WrittenPdf[];
    sections = JSON.parse(sectionsJson) as ListedSection[];
  } catch {
    return [];
  }
  const listed = new Set(pageUrls.map(pathOf));
  return sections.flatMap((section) => {
    const pdf = written.find((entry) => entry.file === section.file);
    if (!pdf || !section.pages.some((page) => listed.has(pathOf(page.path)))) return [];
    return [
      {
        title: pdf.title,
        url: `${siteUrl.replace(/\/$/, '')}${pdf.file}`,
        pages: pdf.pages,
        bytes: pdf.bytes,
      },
    ];
  });
}

/** `Courier (34 pages, 1.9 MB)`, as the site's download links say it. */
export function pdfLine(pdf: PdfEntry): string {
  return `- [${pdf.title} (PDF)](${pdf.url}): ${pdf.pages} pages, ${megabytes(pdf.bytes)} MB`;
}
