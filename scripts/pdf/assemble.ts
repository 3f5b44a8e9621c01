/**
 * Puts a section's PDF together with pdf-lib: the front matter, then each printed page's PDF; links
 * between its pages made into jumps inside the file (to the heading where the page has it), links to
 * the rest of the site pointed at the live site; bookmarks mirroring the sidebar; and a footer with
 * the section's title and the page number on every page after the cover.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNull,
  PDFNumber,
  type PDFRef,
  PDFString,
  StandardFonts,
  rgb,
  type PDFPage,
} from 'pdf-lib';
import type {OutlineNode} from '../../src/plugins/pdf-sections/sections';
import {linkTarget, pageKey} from './linkTarget';

export interface PrintedPage {
  readonly path: string;
  readonly pdf: Uint8Array;
}

interface Place {
  readonly page: number;
  readonly y: number | null;
}

/** The named destinations Chromium writes for a page's anchors: name -> page index and height. */
function namedDestinations(doc: PDFDocument): Map<string, Place> {
  const places = new Map<string, Place>();
  const dests = doc.catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
  if (!dests) return places;
  const pageRefs = doc.getPages().map((page) => page.ref);
  for (const [name, value] of dests.entries()) {
    const dest = doc.context.lookup(value);
    const array = dest instanceof PDFDict ? dest.lookupMaybe(PDFName.of('D'), PDFArray) : dest;
    if (!(array instanceof PDFArray)) continue;
    const page = pageRefs.findIndex((ref) => ref === array.get(0));
    const top = array.lookup(3);
    if (page >= 0)
      places.set(decodeURIComponent(name.decodeText()), {
        page,
        y: top instanceof PDFNumber ? top.asNumber() : null,
      });
  }
  return places;
}

function destination(doc: PDFDocument, page: PDFPage, y: number | null): PDFArray {
  return doc.context.obj([
    page.ref,
    PDFName.of('XYZ'),
    PDFNull,
    y === null ? PDFNull : PDFNumber.of(y),
    PDFNull,
  ]);
}

function textOf(value: unknown): string | undefined {
  return value instanceof PDFString || value instanceof PDFHexString
    ? value.decodeText()
    : undefined;
}

/** Adds the outline (bookmarks) under the catalog, each node opening its page or its first page. */
function addOutline(
  doc: PDFDocument,
  nodes: readonly OutlineNode[],
  pageOf: (path: string) => PDFPage | undefined,
): void {
  const firstPage = (node: OutlineNode): PDFPage | undefined =>
    (node.path ? pageOf(node.path) : undefined) ??
    node.children.map(firstPage).find((page) => page !== undefined);
  const build = (
    items: readonly OutlineNode[],
    parent: PDFRef,
  ): {refs: PDFRef[]; count: number} => {
    const refs = items.map(() => doc.context.nextRef());
    let count = 0;
    items.forEach((node, index) => {
      const children = build(node.children, refs[index] as PDFRef);
      const page = firstPage(node);
      const dict = doc.context.obj({
        Title: PDFHexString.fromText(node.title),
        Parent: parent,
        ...(page ? {Dest: destination(doc, page, null)} : {}),
      });
      if (index > 0) dict.set(PDFName.of('Prev'), refs[index - 1] as PDFRef);
      if (index < refs.length - 1) dict.set(PDFName.of('Next'), refs[index + 1] as PDFRef);
      if (children.refs.length > 0) {
        dict.set(PDFName.of('First'), children.refs[0] as PDFRef);
        dict.set(PDFName.of('Last'), children.refs[children.refs.length - 1] as PDFRef);
        // Open at the first level: a negative count shows a node's children folded.
        dict.set(PDFName.of('Count'), PDFNumber.of(-children.count));
      }
      doc.context.assign(refs[index] as PDFRef, dict);
      count += 1;
    });
    return {refs, count};
  };
  const root = doc.context.nextRef();
  const top = build(nodes, root);
  doc.context.assign(
    root,
    doc.context.obj({
      Type: 'Outlines',
      ...(top.refs.length > 0
        ? {First: top.refs[0], Last: top.refs[top.refs.length - 1], Count: top.count}
        : {}),
    }),
  );
  doc.catalog.set(PDFName.of('Outlines'), root);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

export async function assemble({
  title,
  front,
  pages,
  outline,
  origin,
  liveBase,
  date,
}: {
  title: string;
  front: Uint8Array;
  pages: readonly PrintedPage[];
  outline: readonly OutlineNode[];
  origin: string;
  liveBase: string;
  date: Date;
}): Promise<{bytes: Uint8Array; pageCount: number}> {
  const doc = await PDFDocument.create();
  doc.setTitle(title, {showInWindowTitleBar: true});
  doc.setAuthor('Tessera');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  doc.setProducer('Tessera Developers');
  doc.setCreator('Tessera Developers');

  // Each part keeps its named destinations, so a link can land on a heading.
  const parts: {path?: string; first: number; places: Map<string, Place>; count: number}[] = [];
  const addPart = async (bytes: Uint8Array, path?: string): Promise<void> => {
    const source = await PDFDocument.load(bytes);
    const copied = await doc.copyPages(source, source.getPageIndices());
    parts.push({
      ...(path === undefined ? {} : {path: pageKey(path)}),
      first: doc.getPageCount(),
      places: namedDestinations(source),
      count: copied.length,
    });
    copied.forEach((page) => doc.addPage(page));
  };
  await addPart(front);
  for (const page of pages) await addPart(page.pdf, page.path);

  const all = doc.getPages();
  const byPath = new Map(parts.filter((part) => part.path).map((part) => [part.path, part]));
  const inPdf = new Set(byPath.keys() as Iterable<string>);
  const placeOf = (part: (typeof parts)[number] | undefined, fragment: string) => {
    if (!part) return undefined;
    const place = fragment ? part.places.get(fragment) : undefined;
    const page = all[part.first + (place?.page ?? 0)];
    return page ? destination(doc, page, place?.y ?? null) : undefined;
  };

  parts.forEach((part) => {
    for (let index = part.first; index < part.first + part.count; index += 1) {
      const annots = all[index]?.node.Annots();
      if (!annots) continue;
      for (let a = 0; a < annots.size(); a += 1) {
        const annot = doc.context.lookup(annots.get(a));
        if (!(annot instanceof PDFDict)) continue;
        const named = annot.get(PDFName.of('Dest'));
        if (named) {
          // An anchor of the same page: Chromium names it; the name is resolved here.
          const name = named instanceof PDFName ? named.decodeText() : textOf(named);
          const dest = name ? placeOf(part, decodeURIComponent(name)) : undefined;
          if (dest) annot.set(PDFName.of('Dest'), dest);
          else annot.delete(PDFName.of('Dest'));
          continue;
        }
        const action = annot.lookupMaybe(PDFName.of('A'), PDFDict);
        const uri = textOf(action?.lookup(PDFName.of('URI')));
        if (!action || uri === undefined) continue;
        const target = linkTarget(uri, origin, inPdf, liveBase);
        if (target.kind === 'uri') {
          action.set(PDFName.of('URI'), PDFString.of(target.uri));
          continue;
        }
        const dest = placeOf(byPath.get(target.path), target.fragment);
        if (!dest) continue;
        annot.delete(PDFName.of('A'));
        annot.set(PDFName.of('Dest'), dest);
      }
    }
  });

  addOutline(doc, outline, (path) => {
    const part = byPath.get(pageKey(path));
    return part ? all[part.first] : undefined;
  });

  const font = await doc.embedFont(StandardFonts.Helvetica);
  all.forEach((page, index) => {
    if (index === 0) return;
    const size = 8;
    const number = `${index + 1} / ${all.length}`;
    const {width} = page.getSize();
    const grey = rgb(0.37, 0.4, 0.44);
    page.drawText(title, {x: 34, y: 20, size, font, color: grey});
    page.drawText(number, {
      x: width - 34 - font.widthOfTextAtSize(number, size),
      y: 20,
      size,
      font,
      color: grey,
    });
  });

  return {bytes: await doc.save(), pageCount: all.length};
}
