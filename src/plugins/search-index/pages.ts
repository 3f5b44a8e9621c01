/**
 * The pages the index covers, read from the content the docs and blog plugins
 * loaded: every doc of every docs instance (/docs, /api) and every post of every
 * blog instance (/guides, /changelog). Unlisted pages are left out, and so are
 * list, tag and archive pages, which only repeat the posts.
 * When the docs (the default docs instance) have more than one version, each of
 * their pages carries its version name; every other page carries none.
 */
import type {AllContent} from '@docusaurus/types';
import type {EntryChangeLink} from '../../data/api/history/notes';
import {keywordsWithBreaking} from '../../data/api/history/breakingKeyword';
import {
  docsVersionsFromContent,
  listedDocVersions,
  listedPosts,
  VERSIONED_DOCS_INSTANCE,
  type DocsVersionRef,
  type LoadedPage,
} from '../builtPages/loadedContent';

export interface PageRef {
  readonly permalink: string;
  readonly title: string;
  /** The docs version, on the pages of versioned docs only. */
  readonly version?: string;
  readonly description?: string;
  /** Frontmatter keywords, and for an endpoint its path and action, as one string. */
  readonly keywords?: string;
}

interface DocLike {
  readonly id?: unknown;
  readonly source?: unknown;
  readonly frontMatter?: {
    readonly keywords?: unknown;
    readonly api?: unknown;
    readonly apiChangeLinks?: unknown;
  };
}

/** Reads a page's keywords from its file (searchOnlyKeywords.ts); none when not given. */
export type SourceKeywords = (source: unknown) => unknown;

/** The words a page is found by without showing them. */
export function keywordsOf(
  doc: DocLike,
  fromSource: SourceKeywords = () => undefined,
): string | undefined {
  const {api, apiChangeLinks} = doc.frontMatter ?? {};
  const keywords = keywordsWithBreaking(
    doc.frontMatter?.keywords ?? fromSource(doc.source),
    Array.isArray(apiChangeLinks) ? (apiChangeLinks as EntryChangeLink[]) : [],
  );
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

export function pagesFromContent(
  allContent: AllContent,
  fromSource: SourceKeywords = () => undefined,
): PageRef[] {
  const pages = new Map<string, PageRef>();
  const add = (doc: LoadedPage, version?: string) => {
    const keywords = keywordsOf(doc, fromSource);
    pages.set(doc.permalink, {
      permalink: doc.permalink,
      title: doc.title,
      ...(version === undefined ? {} : {version}),
      ...(typeof doc.description === 'string' && doc.description
        ? {description: doc.description}
        : {}),
      ...(keywords ? {keywords} : {}),
    });
  };
  const versioned = docsVersionsFromContent(allContent).length > 1;
  // Docs metadata has a `version` of its own (every doc's, 'current' included): only a versioned instance's counts.
  for (const version of listedDocVersions(allContent)) {
    const tag = versioned && version.instanceId === VERSIONED_DOCS_INSTANCE;
    version.docs.forEach((doc) => add(doc, tag ? version.name : undefined));
  }
  for (const {posts} of listedPosts(allContent)) posts.forEach((post) => add(post));
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
