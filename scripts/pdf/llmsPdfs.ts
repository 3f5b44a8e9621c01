/**
 * The "PDFs" section `npm run pdf` puts at the end of the build's llms.txt: each PDF written, with
 * its pages and size. Printing again replaces the section rather than adding a second one.
 */
import {megabytes} from '../../src/lib/pdfDownload';

export interface LlmsPdf {
  readonly file: string;
  readonly title: string;
  readonly version: string;
  readonly pages: number;
  readonly bytes: number;
}

const HEADING = '## PDFs';

export function withPdfsSection(llms: string, pdfs: readonly LlmsPdf[], siteUrl: string): string {
  const start = llms.indexOf(`\n${HEADING}\n`);
  const before = (start >= 0 ? llms.slice(0, start) : llms).replace(/\n+$/, '');
  if (pdfs.length === 0) return `${before}\n`;
  const base = siteUrl.replace(/\/$/, '');
  const lines = pdfs.map(
    (pdf) =>
      `- [${pdf.title}${pdf.version ? ` (${pdf.version})` : ''}](${base}${pdf.file}): ${pdf.pages} pages, ${megabytes(pdf.bytes)} MB`,
  );
  return `${before}\n\n${HEADING}\n\n${lines.join('\n')}\n`;
}
