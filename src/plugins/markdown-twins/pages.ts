/**
 * The pages that get a Markdown twin, read from the content the docs and blog
 * plugins loaded, in reading order: each docs instance in its sidebars' order
 * (a sidebar is one part of the site), guides newest first as their list
 * shows them, changelog entries newest first. List, tag and archive pages are
 * added later from the build's routes (see `sectionOfPath`).
 */
import type {AllContent} from '@docusaurus/types';

export type SectionId =
  'docs' | 'canvas' | 'api' | 'console' | 'admin' | 'project' | 'guides' | 'changelog';

/** The sections of llms.txt, in order, with their headings. */
export const SECTIONS: readonly {readonly id: SectionId; readonly title: string}[] = [
  {id: 'docs', title: 'Documentation'},
  {id: 'canvas', title: 'Canvas reference'},
  {id: 'api', title: 'API reference'},
  {id: 'console', title: 'API reference: Console API'},
  {id: 'admin', title: 'API reference: Admin API'},
  {id: 'project', title: 'API reference: Project API'},
  {id: 'guides', title: 'Guides'},
  {id: 'changelog', title: 'Changelog'},
];

export interface TwinPage {
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
  readonly section: SectionId;
  /** The source file, relative to the site (`docs/x.md`), for pages written in Markdown. */
  readonly source?: string;
  /** An API page's `api` frontmatter ("PATCH /admin/v1/..."). */
  readonly apiField?: unknown;
  /** A post's publication date (`YYYY-MM-DD`). */
  readonly date?: string;
  /** A guide's authors, as the page names them. */
  readonly authors?: readonly string[];
}

interface LoadedDoc {
  readonly id: string;
  readonly permalink: string;
  readonly title: string;
  readonly description?: string;
  readonly source: string;
  readonly unlisted?: boolean;
  readonly draft?: boolean;
  readonly frontMatter: Record<string, unknown>;
}

interface SidebarItem {
  readonly type: string;
  readonly id?: string;
  readonly items?: readonly SidebarItem[];
  readonly link?: {readonly type: string; readonly id?: string};
}

interface LoadedVersion {
  /** The version's docs path with the base URL ('/docs', '/docs/2025', '/docs/next'). */
  readonly path?: string;
  readonly docs: readonly LoadedDoc[];
  readonly sidebars: Readonly<Record<string, readonly SidebarItem[]>>;
}

interface LoadedPost {
  readonly metadata: {
    readonly permalink: string;
    readonly title: string;
    readonly description?: string;
    readonly source: string;
    readonly date: string | Date;
    readonly unlisted?: boolean;
    readonly frontMatter: Record<string, unknown>;
    readonly authors: readonly {readonly name?: string; readonly title?: string}[];
  };
}

/** `@site/docs/x.md` -> `docs/x.md`. */
function siteRelative(source: string): string {
  return source.replace(/^@site\//, '');
}

/** The doc IDs of a sidebar, in reading order (a category's own page first). */
export function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return item.id ? [item.id] : [];
    if (item.type !== 'category') return [];
    const own = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...own, ...sidebarDocIds(item.items ?? [])];
  });
}

/** The section a path belongs to, by its first segments. */
export function sectionOfPath(path: string): SectionId {
  if (/^\/docs\/canvas(\/|$)/.test(path)) return 'canvas';
  if (/^\/(docs)?$/.test(path) || path.startsWith('/docs/')) return 'docs';
  const api = /^\/api\/(console|admin|project)(\/|$)/.exec(path);
  if (api) return api[1] as SectionId;
  if (/^\/api(\/|$)/.test(path)) return 'api';
  if (/^\/guides(\/|$)/.test(path)) return 'guides';
  return 'changelog';
}

/** A versioned page's path as the latest version has it (`/docs/2025/canvas/x` -> `/docs/canvas/x`), for its section. */
function latestPathOf(permalink: string, versionPath: string | undefined): string {
  if (!versionPath || versionPath === '/docs' || !permalink.startsWith(versionPath))
    return permalink;
  return `/docs${permalink.slice(versionPath.length)}`;
}

function docPages(version: LoadedVersion): TwinPage[] {
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const ordered = Object.values(version.sidebars).flatMap(sidebarDocIds);
  const seen = new Set<string>();
  const ids = [...ordered, ...version.docs.map((doc) => doc.id)].filter((id) => {
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return ids.flatMap((id) => {
    const doc = byId.get(id);
    if (!doc || doc.unlisted || doc.draft) return [];
    return [
      {
        permalink: doc.permalink,
        title: doc.title,
        description: doc.description ?? '',
        section: sectionOfPath(latestPathOf(doc.permalink, version.path)),
        source: siteRelative(doc.source),
        apiField: doc.frontMatter.api,
      },
    ];
  });
}

function postPages(posts: readonly LoadedPost[], withAuthors: boolean): TwinPage[] {
  return posts
    .filter((post) => !post.metadata.unlisted)
    .map(({metadata}) => ({
      permalink: metadata.permalink,
      title: metadata.title,
      description: metadata.description ?? '',
      section: sectionOfPath(metadata.permalink),
      source: siteRelative(metadata.source),
      date: new Date(metadata.date).toISOString().slice(0, 10),
      ...(withAuthors
        ? {
            authors: metadata.authors
              .map((author) => [author.name, author.title].filter(Boolean).join(', '))
              .filter(Boolean),
          }
        : {}),
    }));
}

/** Every docs page and post with its section, in reading order within each section. */
export function pagesFromContent(allContent: AllContent): TwinPage[] {
  const pages: TwinPage[] = [];
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    const versions = (content as {loadedVersions?: readonly LoadedVersion[]}).loadedVersions ?? [];
    // Every version: each has its own URLs, and its own llms files (see versionOfRoute).
    for (const version of versions) pages.push(...docPages(version));
  }
  for (const [id, content] of Object.entries(allContent['docusaurus-plugin-content-blog'] ?? {})) {
    const posts = (content as {blogPosts?: readonly LoadedPost[]}).blogPosts ?? [];
    pages.push(...postPages(posts, id === 'guides'));
  }
  const order = new Map(SECTIONS.map((section, index) => [section.id, index]));
  return pages
    .map((page, index) => ({page, index}))
    .sort(
      (a, b) =>
        (order.get(a.page.section) ?? 0) - (order.get(b.page.section) ?? 0) || a.index - b.index,
    )
    .map(({page}) => page);
}
