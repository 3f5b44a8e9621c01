/**
 * The pages the docs and blog plugins loaded, as every plugin that reads the built pages lists them: each
 * docs instance's versions with their listed docs and sidebars, each blog instance's listed posts. Unlisted
 * and draft pages are left out here, once. The search index and the Markdown twins start from these lists;
 * each orders and annotates them for its own output.
 */
import type {AllContent} from '@docusaurus/types';

/** The docs instance whose versions the search and the twins follow. */
export const VERSIONED_DOCS_INSTANCE = 'default';

/** A version of the docs as the docs plugin loaded it. */
export interface DocsVersionRef {
  readonly name: string;
  readonly label: string;
  readonly isLast: boolean;
  /** Where the version's pages live: '/docs' for the latest, '/docs/2025', '/docs/next'. */
  readonly path?: string;
}

/** A doc or a post's metadata: the fields the readers use, as loosely as the plugins hand them over. */
export interface LoadedPage {
  /** A doc's id (`console/projects/remove`). */
  readonly id?: unknown;
  readonly permalink: string;
  readonly title: string;
  readonly description?: unknown;
  /** `@site/docs/x.md`. */
  readonly source?: unknown;
  readonly unlisted?: boolean;
  readonly draft?: boolean;
  readonly frontMatter?: Readonly<Record<string, unknown>>;
  /** A post's publication date. */
  readonly date?: unknown;
  /** A post's authors. */
  readonly authors?: unknown;
}

export interface SidebarItem {
  readonly type: string;
  readonly id?: string;
  readonly items?: readonly SidebarItem[];
  readonly link?: {readonly type: string; readonly id?: string};
}

/** One version of one docs instance, with its listed docs in the plugin's order. */
export interface LoadedDocsVersion {
  readonly instanceId: string;
  readonly name?: string;
  readonly label?: string;
  readonly isLast?: boolean;
  /** The version's docs path with the base URL ('/docs', '/docs/2025', '/docs/next'). */
  readonly path?: string;
  readonly sidebars: Readonly<Record<string, readonly SidebarItem[]>>;
  readonly docs: readonly LoadedPage[];
}

/** One blog instance's listed posts, newest first as the plugin loaded them. */
export interface LoadedPosts {
  readonly instanceId: string;
  readonly posts: readonly LoadedPage[];
}

function isPage(value: unknown): value is LoadedPage {
  const page = value as Partial<LoadedPage> | null;
  return typeof page?.permalink === 'string' && typeof page.title === 'string';
}

const isListed = (page: LoadedPage) => !page.unlisted && !page.draft;

const stringOr = (value: unknown) => (typeof value === 'string' ? value : undefined);

function versionsOf(instanceId: string, content: unknown): LoadedDocsVersion[] {
  const versions = (content as {loadedVersions?: unknown} | null)?.loadedVersions;
  if (!Array.isArray(versions)) return [];
  return versions
    .filter((version): version is Record<string, unknown> => typeof version === 'object')
    .map((version) => {
      const name = stringOr(version.versionName);
      const label = stringOr(version.label);
      const path = stringOr(version.path);
      return {
        instanceId,
        ...(name === undefined ? {} : {name}),
        ...(label === undefined ? {} : {label}),
        isLast: version.isLast === true,
        ...(path === undefined ? {} : {path}),
        sidebars: (version.sidebars ?? {}) as Readonly<Record<string, readonly SidebarItem[]>>,
        docs: Array.isArray(version.docs) ? version.docs.filter(isPage).filter(isListed) : [],
      };
    });
}

/** Every version of every docs instance, with its listed docs. */
export function listedDocVersions(allContent: AllContent): LoadedDocsVersion[] {
  return Object.entries(allContent['docusaurus-plugin-content-docs'] ?? {}).flatMap(
    ([instanceId, content]) => versionsOf(instanceId, content),
  );
}

/** Every blog instance, with its listed posts' metadata. */
export function listedPosts(allContent: AllContent): LoadedPosts[] {
  return Object.entries(allContent['docusaurus-plugin-content-blog'] ?? {}).map(
    ([instanceId, content]) => {
      const posts = (content as {blogPosts?: unknown} | null)?.blogPosts;
      return {
        instanceId,
        posts: Array.isArray(posts)
          ? posts
              .map((post) => (post as {metadata?: unknown} | null)?.metadata)
              .filter(isPage)
              .filter(isListed)
          : [],
      };
    },
  );
}

/** The versions of the docs, in the docs plugin's order (newest first); one for an unversioned site. */
export function docsVersionsFromContent(allContent: AllContent): DocsVersionRef[] {
  return listedDocVersions(allContent).flatMap((version) =>
    version.instanceId === VERSIONED_DOCS_INSTANCE && version.name !== undefined
      ? [
          {
            name: version.name,
            label: version.label ?? version.name,
            isLast: version.isLast === true,
            ...(version.path === undefined ? {} : {path: version.path}),
          },
        ]
      : [],
  );
}
