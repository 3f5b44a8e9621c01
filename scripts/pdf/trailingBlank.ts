/**
 * Drops the empty sheets at the end of a printed page: Chromium sometimes ends a page whose last
 * lines fill the sheet with one more, blank sheet, which would sit in the middle of a section's PDF.
 * A sheet is empty when its content draws no text and no image.
 */
import {PDFDocument, PDFRawStream, decodePDFRawStream, type PDFPage} from 'pdf-lib';

function drawsSomething(page: PDFPage): boolean {
  const contents = page.node.Contents();
  const streams = contents
    ? 'asArray' in contents
      ? contents.asArray().map((ref) => page.doc.context.lookup(ref))
      : [contents]
    : [];
  return streams.some((stream) => {
    if (!(stream instanceof PDFRawStream)) return true;
    const text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    return /\b(Tj|TJ|Do)\b/.test(text);
  });
}

export async function withoutTrailingBlankPages(pdf: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  const printed = doc.getPageCount();
  let count = printed;
  while (count > 1 && !drawsSomething(doc.getPage(count - 1))) {
    doc.removePage(count - 1);
    count -= 1;
  }
  return count === printed ? pdf : doc.save();
}
