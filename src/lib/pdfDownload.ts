/**
 * A section's PDF as a page offers it: what the build plugins put in the metadata of each doc of a
 * section whose PDF `npm run pdf` printed, or on the route of its category index and the guide list (src/plugins/pdf-sections/routeProps.ts), and the words
 * of its link (components/PdfDownload). Shared here because plugins and pages never import each other.
 */

/** Its name in a doc's metadata and in the props of category index and guide list routes. */
export const PDF_DOWNLOAD_PROP = 'pdfDownload';

export interface PdfDownload {
  /** The file's address without the base URL: `/pdf/courier.pdf`, `/pdf/2025/canvas.pdf`. */
  readonly href: string;
  /** The section's title: `Courier`, `Admin API`. */
  readonly title: string;
  readonly pages: number;
  readonly bytes: number;
}

/** Megabytes with one decimal, never `0.0` for a file that has bytes. */
export function megabytes(bytes: number): string {
  return Math.max(bytes / 1e6, bytes > 0 ? 0.1 : 0).toFixed(1);
}

/** `Download PDF (34 pages, 1.9 MB)`. */
export function downloadLabel(pdf: Pick<PdfDownload, 'pages' | 'bytes'>): string {
  return `Download PDF (${pdf.pages} ${pdf.pages === 1 ? 'page' : 'pages'}, ${megabytes(pdf.bytes)} MB)`;
}
