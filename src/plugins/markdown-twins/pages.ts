/**
 * The pages that get a Markdown twin, read from the content the docs and blog
 * plugins loaded, in reading order: each docs instance in its sidebars' order
 * (a sidebar is one part of the site), guides newest first as their list
 * shows them, changelog entries newest first. List, tag and archive pages are
 * added later from the build's routes (see `sectionOfPath`).
 */
import type {AllContent} from '@docusaurus/types';
import {
  listedDocVersions,
  listedPosts,
  type LoadedDocsVersion,
  type LoadedPage,
  type SidebarItem,
} from '../builtPages/loadedContent';

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

/** `@site/docs/x.md` -> `docs/x.md`. */
function siteRelative(source: unknown): string {
  return String(source).replace(/^@site\//, '');
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

function docPages(version: LoadedDocsVersion): TwinPage[] {
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const ordered = Object.values(version.sidebars).flatMap(sidebarDocIds);
  const seen = new Set<unknown>();
  const ids = [...ordered, ...version.docs.map((doc) => doc.id)].filter((id) => {
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return ids.flatMap((id) => {
    const doc = byId.get(id);
    if (!doc) return [];
    return [
      {
        permalink: doc.permalink,
        title: doc.title,
        description: typeof doc.description === 'string' ? doc.description : '',
        section: sectionOfPath(latestPathOf(doc.permalink, version.path)),
        source: siteRelative(doc.source),
        apiField: doc.frontMatter?.api,
      },
    ];
  });
}

type PostAuthor = {readonly name?: string; readonly title?: string};

function postPages(posts: readonly LoadedPage[], withAuthors: boolean): TwinPage[] {
  return posts.map((post) => ({
    permalink: post.permalink,
    title: post.title,
    description: typeof post.description === 'string' ? post.description : '',
    section: sectionOfPath(post.permalink),
    source: siteRelative(post.source),
    date: new Date(post.date as string | Date).toISOString().slice(0, 10),
    ...(withAuthors
      ? {
          authors: ((post.authors ?? []) as readonly PostAuthor[])
            .map((author) => [author.name, author.title].filter(Boolean).join(', '))
            .filter(Boolean),
        }
      : {}),
  }));
}

/** Every docs page and post with its section, in reading order within each section. */
export function pagesFromContent(allContent: AllContent): TwinPage[] {
  // Every version: each has its own URLs, and its own llms files (see versionOfRoute).
  const pages: TwinPage[] = [
    ...listedDocVersions(allContent).flatMap(docPages),
    ...listedPosts(allContent).flatMap(({instanceId, posts}) =>
      postPages(posts, instanceId === 'guides'),
    ),
  ];
  const order = new Map(SECTIONS.map((section, index) => [section.id, index]));
  return pages
    .map((page, index) => ({page, index}))
    .sort(
      (a, b) =>
        (order.get(a.page.section) ?? 0) - (order.get(b.page.section) ?? 0) || a.index - b.index,
    )
    .map(({page}) => page);
}
