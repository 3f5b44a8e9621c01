/**
 * The PDFs of the site, from the loaded content: one per top-level category of the docs sidebar, one
 * per API reference sidebar and one for the guides, each with its pages in sidebar order and its
 * outline (the bookmarks) mirroring the sidebar. `npm run pdf` prints them (scripts/pdf/).
 */

export interface OutlineNode {
  readonly title: string;
  /** The page the bookmark opens; a category without a page of its own opens its first page. */
  readonly path?: string;
  readonly children: readonly OutlineNode[];
}

export interface PdfPage {
  readonly path: string;
  readonly title: string;
}

export interface PdfSection {
  /** The file's name without `.pdf`: `canvas`, `api-admin`, `guides`. */
  readonly id: string;
  readonly title: string;
  /** The docs version, `''` for the latest (and for the API reference and the guides). */
  readonly version: string;
  /** The file's address: `/pdf/canvas.pdf`, `/pdf/2025/canvas.pdf`. */
  readonly file: string;
  readonly pages: readonly PdfPage[];
  readonly outline: readonly OutlineNode[];
}

export interface SidebarItem {
  readonly type: string;
  readonly id?: string;
  readonly label?: string;
  readonly href?: string;
  readonly items?: readonly SidebarItem[];
  readonly link?: {readonly type: string; readonly id?: string; readonly permalink?: string};
}

export interface SectionDoc {
  readonly id: string;
  readonly permalink: string;
  readonly title: string;
  readonly sidebarLabel?: string;
  readonly hidden?: boolean;
}

/** `Getting Started` -> `getting-started`. */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The outline of sidebar items: docs and category pages as bookmarks, external links left out. */
export function outlineOf(
  items: readonly SidebarItem[],
  docs: ReadonlyMap<string, SectionDoc>,
): OutlineNode[] {
  return items.flatMap((item): OutlineNode[] => {
    if (item.type === 'doc' || item.type === 'ref') {
      const doc = item.id ? docs.get(item.id) : undefined;
      if (!doc || doc.hidden) return [];
      return [
        {title: item.label ?? doc.sidebarLabel ?? doc.title, path: doc.permalink, children: []},
      ];
    }
    if (item.type !== 'category') return [];
    const own =
      item.link?.type === 'doc' && item.link.id
        ? docs.get(item.link.id)?.permalink
        : item.link?.permalink;
    const children = outlineOf(item.items ?? [], docs);
    if (!own && children.length === 0) return [];
    return [{title: item.label ?? '', ...(own ? {path: own} : {}), children}];
  });
}

/** The pages of an outline, in reading order, each once; titles from the docs, else the bookmark's. */
export function pagesOf(
  outline: readonly OutlineNode[],
  titles: ReadonlyMap<string, string>,
): PdfPage[] {
  const seen = new Set<string>();
  const pages: PdfPage[] = [];
  const walk = (nodes: readonly OutlineNode[]): void =>
    nodes.forEach((node) => {
      if (node.path && !seen.has(node.path)) {
        seen.add(node.path);
        pages.push({path: node.path, title: titles.get(node.path) ?? node.title});
      }
      walk(node.children);
    });
  walk(outline);
  return pages;
}

function section(
  id: string,
  title: string,
  version: string,
  outline: readonly OutlineNode[],
  titles: ReadonlyMap<string, string>,
): PdfSection {
  return {
    id,
    title,
    version,
    file: `/pdf/${version ? `${version}/` : ''}${id}.pdf`,
    pages: pagesOf(outline, titles),
    outline,
  };
}

/**
 * The docs sections of one sidebar: each top-level category is a PDF; a page at the top level (the
 * introduction) opens the PDF of the category after it.
 */
export function docsSections(
  sidebar: readonly SidebarItem[],
  docs: readonly SectionDoc[],
  version: string,
): PdfSection[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const titles = new Map(docs.map((doc) => [doc.permalink, doc.title]));
  const sections: PdfSection[] = [];
  let leading: OutlineNode[] = [];
  for (const item of sidebar) {
    const outline = outlineOf([item], byId);
    if (item.type !== 'category') {
      leading = [...leading, ...outline];
      continue;
    }
    const [category] = outline;
    if (!category) continue;
    sections.push(
      section(slugOf(category.title), category.title, version, [...leading, category], titles),
    );
    leading = [];
  }
  return sections;
}

/** One API reference sidebar as one PDF: `api-admin` "Admin API", or `api` for the overview. */
export function apiSection(
  name: string,
  title: string,
  sidebar: readonly SidebarItem[],
  docs: readonly SectionDoc[],
): PdfSection {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const titles = new Map(docs.map((doc) => [doc.permalink, doc.title]));
  return section(name, title, '', outlineOf(sidebar, byId), titles);
}

/** The guides as one PDF, in the order of the guide list. */
export function guidesSection(guides: readonly PdfPage[]): PdfSection {
  const outline = guides.map((guide) => ({title: guide.title, path: guide.path, children: []}));
  return section('guides', 'Guides', '', outline, new Map());
}
