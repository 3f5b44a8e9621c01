import {PDFDocument, StandardFonts} from 'pdf-lib';
import {withoutTrailingBlankPages} from './trailingBlank';

async function pdfWith(pages: readonly string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  pages.forEach((text) => {
    const page = doc.addPage();
    if (text) page.drawText(text, {x: 50, y: 700, font});
  });
  return doc.save();
}

const pageCount = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPageCount();

describe('withoutTrailingBlankPages', () => {
  it('drops the empty sheets at the end, and only there', async () => {
    expect(
      await pageCount(await withoutTrailingBlankPages(await pdfWith(['a', '', 'b', '', '']))),
    ).toBe(3);
  });

  it('keeps a page that ends with content as it is', async () => {
    const pdf = await pdfWith(['a', 'b']);
    expect(await withoutTrailingBlankPages(pdf)).toBe(pdf);
  });

  it('keeps one sheet of a page that prints nothing', async () => {
    expect(await pageCount(await withoutTrailingBlankPages(await pdfWith(['', ''])))).toBe(1);
  });
});
