/**
 * The pages the index covers, read from the content the docs and blog plugins
 * loaded: every doc of every docs instance (/docs, /api) and every post of every
 * blog instance (/guides, /changelog). Unlisted pages are left out, and so are
 * list, tag and archive pages, which only repeat the posts.
 */
import type {AllContent} from '@docusaurus/types';

export interface PageRef {
  readonly permalink: string;
  readonly title: string;
  readonly description?: string;
  /** Frontmatter keywords, and for an endpoint its path and action, as one string. */
  readonly keywords?: string;
}

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

function docsOf(content: unknown): DocLike[] {
  const versions = (content as {loadedVersions?: unknown} | null)?.loadedVersions;
  if (!Array.isArray(versions)) return [];
  return versions.flatMap((version) => {
    const docs = (version as {docs?: unknown} | null)?.docs;
    return Array.isArray(docs) ? docs.filter(isDocLike) : [];
  });
}

function postsOf(content: unknown): DocLike[] {
  const posts = (content as {blogPosts?: unknown} | null)?.blogPosts;
  if (!Array.isArray(posts)) return [];
  return posts.map((post) => (post as {metadata?: unknown} | null)?.metadata).filter(isDocLike);
}

export function pagesFromContent(allContent: AllContent): PageRef[] {
  const pages = new Map<string, PageRef>();
  const add = (doc: DocLike) => {
    if (doc.unlisted || doc.draft) return;
    const keywords = keywordsOf(doc);
    pages.set(doc.permalink, {
      permalink: doc.permalink,
      title: doc.title,
      ...(typeof doc.description === 'string' && doc.description
        ? {description: doc.description}
        : {}),
      ...(keywords ? {keywords} : {}),
    });
  };
  Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}).forEach((content) =>
    docsOf(content).forEach(add),
  );
  Object.values(allContent['docusaurus-plugin-content-blog'] ?? {}).forEach((content) =>
    postsOf(content).forEach(add),
  );
  return [...pages.values()].sort((a, b) => a.permalink.localeCompare(b.permalink));
}
