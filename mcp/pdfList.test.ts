import {pdfLine, pdfsOfPages} from './pdfList';

const pdfs = JSON.stringify([
  {file: '/pdf/courier.pdf', title: 'Courier', pages: 34, bytes: 1_900_000},
  {file: '/pdf/canvas.pdf', title: 'Canvas', pages: 405, bytes: 22_900_000},
]);
const sections = JSON.stringify([
  {file: '/pdf/courier.pdf', pages: [{path: '/docs/courier/commands'}]},
  {file: '/pdf/canvas.pdf', pages: [{path: '/docs/canvas'}, {path: '/docs/canvas/filters/abs'}]},
  {file: '/pdf/guides.pdf', pages: [{path: '/guides/a'}]},
]);
const site = 'https://developers.tessera.dev';

describe('pdfsOfPages', () => {
  it('names the written PDFs that hold a listed page', () => {
    expect(
      pdfsOfPages(pdfs, sections, [`${site}/docs/canvas/filters/abs`, `${site}/guides/a`], site),
    ).toEqual([{title: 'Canvas', url: `${site}/pdf/canvas.pdf`, pages: 405, bytes: 22_900_000}]);
  });

  it('names none when the build has no PDFs', () => {
    expect(pdfsOfPages(undefined, sections, [`${site}/docs/courier/commands`], site)).toEqual([]);
    expect(pdfsOfPages('not json', sections, [`${site}/docs/courier/commands`], site)).toEqual([]);
  });

  it('says the pages and the size', () => {
    expect(
      pdfLine({title: 'Courier', url: `${site}/pdf/courier.pdf`, pages: 34, bytes: 1_900_000}),
    ).toBe('- [Courier (PDF)](https://developers.tessera.dev/pdf/courier.pdf): 34 pages, 1.9 MB');
  });
});
