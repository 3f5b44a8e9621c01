import type {RouteConfig} from '@docusaurus/types';
import {pdfByPage, withPdfMetadata, withPdfProps} from './routeProps';
import type {PdfSection} from './sections';
import type {PrintedPdf} from './printed';

const section = (id: string, title: string, paths: string[]): PdfSection => ({
  id,
  title,
  version: '',
  file: `/pdf/${id}.pdf`,
  pages: paths.map((path) => ({path, title: path})),
  outline: [],
});

const printed = (id: string, title: string, pages: number, bytes: number): PrintedPdf => ({
  id,
  title,
  version: '',
  file: `/pdf/${id}.pdf`,
  pages,
  bytes,
  seconds: 1,
});

const sections = [
  section('courier', 'Courier', ['/docs/courier/getting-started', '/docs/courier/commands']),
  section('canvas', 'Canvas', ['/docs/canvas', '/docs/canvas/tags/if']),
];

describe('pdfByPage', () => {
  it("gives each page of a printed section its file's address, pages and bytes", () => {
    const byPage = pdfByPage(sections, [printed('courier', 'Courier', 12, 900_000)]);
    expect(byPage.get('/docs/courier/commands')).toEqual({
      href: '/pdf/courier.pdf',
      title: 'Courier',
      pages: 12,
      bytes: 900_000,
    });
    // Canvas was not printed: its pages offer nothing.
    expect(byPage.has('/docs/canvas')).toBe(false);
    expect(byPage.size).toBe(2);
  });
});

describe('withPdfProps', () => {
  const tree: RouteConfig = {
    path: '/docs',
    component: 'root',
    routes: [
      {path: '/docs/canvas', component: 'index', exact: true, props: {listedDocs: {}}},
      {path: '/docs/courier/commands', component: 'doc', exact: true},
      {path: '/docs/other', component: 'doc', exact: true},
    ],
  };

  it('adds the PDF to the exact routes of its pages and keeps their other props', () => {
    const byPage = pdfByPage(sections, [
      printed('courier', 'Courier', 12, 900_000),
      printed('canvas', 'Canvas', 300, 20_000_000),
    ]);
    const [index, doc, other] = withPdfProps(tree, byPage).routes ?? [];
    expect(index?.props).toEqual({
      listedDocs: {},
      pdfDownload: {href: '/pdf/canvas.pdf', title: 'Canvas', pages: 300, bytes: 20_000_000},
    });
    expect(doc?.props?.pdfDownload).toMatchObject({href: '/pdf/courier.pdf'});
    expect(other?.props).toBeUndefined();
  });

  it('leaves the routes as they are without printed PDFs', () => {
    expect(withPdfProps(tree, new Map())).toBe(tree);
  });
});

describe('withPdfMetadata', () => {
  const pdf = {href: '/pdf/courier.pdf', title: 'Courier', pages: 34, bytes: 1_940_000};

  it("puts each printed doc's PDF in its metadata and leaves the other paths for routes", () => {
    const byPage = new Map([
      ['/docs/courier/commands', pdf],
      ['/docs/category/courier', pdf],
    ]);
    const content = {
      loadedVersions: [
        {docs: [{permalink: '/docs/courier/commands'}, {permalink: '/docs/canvas/filters/date'}]},
      ],
    };
    const withPdf = withPdfMetadata(content, byPage);
    expect(withPdf.loadedVersions[0]?.docs).toEqual([
      {permalink: '/docs/courier/commands', pdfDownload: pdf},
      {permalink: '/docs/canvas/filters/date'},
    ]);
    expect([...byPage.keys()]).toEqual(['/docs/category/courier']);
    expect(content.loadedVersions[0]?.docs[0]).toEqual({permalink: '/docs/courier/commands'});
  });

  it('leaves the content as it is when nothing was printed', () => {
    const content = {loadedVersions: [{docs: [{permalink: '/docs'}]}]};
    expect(withPdfMetadata(content, new Map())).toBe(content);
  });
});
