/**
 * The pages the index covers, read from the content the docs and blog plugins
 * loaded: every doc of every docs instance (/docs, /api) and every post of every
 * blog instance (/guides, /changelog). Unlisted pages are left out, and so are
 * list, tag and archive pages, which only repeat the posts.
 * When the docs (the default docs instance) have more than one version, each of
 * their pages carries its version name; every other page carries none.
 */
import type {AllContent} from '@docusaurus/types';

export interface PageRef {
  readonly permalink: string;
  readonly title: string;
  /** The docs version, on the pages of versioned docs only. */
  readonly version?: string;
  readonly description?: string;
  /** Frontmatter keywords, and for an endpoint its path and action, as one string. */
  readonly keywords?: string;
}

/** A version of the docs as the docs plugin loaded it. */
export interface DocsVersionRef {
  readonly name: string;
  readonly label: string;
  readonly isLast: boolean;
  /** Where the version's pages live: '/docs' for the latest, '/docs/2025', '/docs/next'. */
  readonly path?: string;
}

/** The docs instance whose versions the search follows. */
export const VERSIONED_DOCS_INSTANCE = 'default';

interface DocLike {
  /** A doc's id (`console/projects/remove`); blog posts have one too. */
  readonly id?: unknown;
  readonly permalink: string;
  readonly title: string;
  readonly description?: unknown;
  readonly unlisted?: boolean;
  readonly draft?: boolean;
  readonly frontMatter?: {readonly keywords?: unknown; readonly api?: unknown};
}

/** The words a page is found by without showing them. */
export function keywordsOf(doc: DocLike): string | undefined {
  const {keywords, api} = doc.frontMatter ?? {};
  const words = [
    ...(Array.isArray(keywords) ? keywords.filter((word) => typeof word === 'string') : []),
    ...(typeof keywords === 'string' ? [keywords] : []),
    // An endpoint page is found by its path and by the action the API names it after (`remove`),
    // whatever its title says; not by its method, which other actions share (restore is a DELETE too).
    ...(typeof api === 'string'
      ? [
          api.replace(/^[A-Z]+\s+/, ''),
          ...(typeof doc.id === 'string' ? [doc.id.split('/').at(-1) ?? ''] : []),
        ]
      : []),
  ].filter(Boolean);
  return words.length > 0 ? words.join(' ') : undefined;
}

function isDocLike(value: unknown): value is DocLike {
  const doc = value as Partial<DocLike> | null;
  return typeof doc?.permalink === 'string' && typeof doc.title === 'string';
}

interface LoadedVersion {
  readonly versionName?: unknown;
  readonly label?: unknown;
  readonly isLast?: unknown;
  readonly path?: unknown;
  readonly docs?: unknown;
}

function loadedVersionsOf(content: unknown): LoadedVersion[] {
  const versions = (content as {loadedVersions?: unknown} | null)?.loadedVersions;
  return Array.isArray(versions)
    ? versions.filter((version): version is LoadedVersion => typeof version === 'object')
    : [];
}

function docsOf(content: unknown, tagVersions: boolean): (DocLike & {version?: string})[] {
  return loadedVersionsOf(content).flatMap((version) => {
    const docs = Array.isArray(version.docs) ? version.docs.filter(isDocLike) : [];
    const name = typeof version.versionName === 'string' ? version.versionName : undefined;
    // Docs metadata has a `version` of its own (every doc's, 'current' included): only a versioned instance's counts.
    return docs.map(({id, permalink, title, description, unlisted, draft, frontMatter}) => ({
      id,
      permalink,
      title,
      description,
      unlisted,
      draft,
      frontMatter,
      ...(tagVersions && name !== undefined ? {version: name} : {}),
    }));
  });
}

/** The versions of the docs, in the docs plugin's order (newest first); one for an unversioned site. */
export function docsVersionsFromContent(allContent: AllContent): DocsVersionRef[] {
  const content = allContent['docusaurus-plugin-content-docs']?.[VERSIONED_DOCS_INSTANCE];
  return loadedVersionsOf(content).flatMap((version) =>
    typeof version.versionName === 'string'
      ? [
          {
            name: version.versionName,
            label: typeof version.label === 'string' ? version.label : version.versionName,
            isLast: version.isLast === true,
            ...(typeof version.path === 'string' ? {path: version.path} : {}),
          },
        ]
      : [],
  );
}

function postsOf(content: unknown): DocLike[] {
  const posts = (content as {blogPosts?: unknown} | null)?.blogPosts;
  if (!Array.isArray(posts)) return [];
  return posts.map((post) => (post as {metadata?: unknown} | null)?.metadata).filter(isDocLike);
}

export function pagesFromContent(allContent: AllContent): PageRef[] {
  const pages = new Map<string, PageRef>();
  const add = (doc: DocLike & {version?: string}) => {
    if (doc.unlisted || doc.draft) return;
    const keywords = keywordsOf(doc);
    pages.set(doc.permalink, {
      permalink: doc.permalink,
      title: doc.title,
      ...(doc.version === undefined ? {} : {version: doc.version}),
      ...(typeof doc.description === 'string' && doc.description
        ? {description: doc.description}
        : {}),
      ...(keywords ? {keywords} : {}),
    });
  };
  const versioned = docsVersionsFromContent(allContent).length > 1;
  Object.entries(allContent['docusaurus-plugin-content-docs'] ?? {}).forEach(([id, content]) =>
    docsOf(content, versioned && id === VERSIONED_DOCS_INSTANCE).forEach(add),
  );
  Object.values(allContent['docusaurus-plugin-content-blog'] ?? {}).forEach((content) =>
    postsOf(content).forEach(add),
  );
  return [...pages.values()].sort((a, b) => a.permalink.localeCompare(b.permalink));
}

/**
 * A page's path as the category rules read it: a versioned docs page under its version's
 * path (/docs/2025/canvas/filters/date) is grouped as its latest twin (/docs/canvas/filters/date).
 */
export function categoryPathOf(
  pathname: string,
  version: string | undefined,
  versions: readonly DocsVersionRef[],
): string {
  const versionPath = versions.find((candidate) => candidate.name === version)?.path;
  if (!versionPath || versionPath === '/docs' || !pathname.startsWith(versionPath)) return pathname;
  return `/docs${pathname.slice(versionPath.length)}`;
}
