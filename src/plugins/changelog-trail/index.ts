/**
 * Checks the "what changed" trail at build time: every doc id a changelog
 * entry declares in its `pages` frontmatter must name a page of the docs (in
 * any version) or, prefixed `api:`, of the API reference. A wrong one fails
 * the build with the entry's file and the id. (The trail itself reaches the
 * pages through frontMatter.ts, while Markdown is parsed.)
 */
import {logger} from '@docusaurus/logger';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {
  INSTANCES,
  TrailDeclarationError,
  pageDeclarations,
  unknownPageMessages,
  type InstanceName,
} from './declarations';

interface PostLike {
  readonly metadata?: {readonly source?: unknown; readonly frontMatter?: unknown};
}

function docIdsOf(content: unknown): Set<string> {
  const versions = (content as {loadedVersions?: unknown} | null)?.loadedVersions;
  const ids = new Set<string>();
  if (!Array.isArray(versions)) return ids;
  for (const version of versions as {docs?: unknown}[])
    for (const doc of Array.isArray(version.docs) ? (version.docs as {id?: unknown}[]) : [])
      if (typeof doc.id === 'string') ids.add(doc.id);
  return ids;
}

/** Every problem of every entry's `pages` field, as messages naming the file and the id. */
export function trailProblems(allContent: AllContent, changelogId = 'changelog'): string[] {
  const docs = allContent['docusaurus-plugin-content-docs'] ?? {};
  const knownIds = Object.fromEntries(
    (Object.keys(INSTANCES) as InstanceName[]).map((name) => [
      name,
      docIdsOf(docs[INSTANCES[name]]),
    ]),
  ) as Record<InstanceName, Set<string>>;
  const posts =
    (
      allContent['docusaurus-plugin-content-blog']?.[changelogId] as
        {blogPosts?: PostLike[]} | undefined
    )?.blogPosts ?? [];
  return posts.flatMap((post) => {
    const source = typeof post.metadata?.source === 'string' ? post.metadata.source : 'changelog';
    const file = source.replace(/^@site\//, '');
    const frontMatter = (post.metadata?.frontMatter ?? {}) as Record<string, unknown>;
    try {
      return unknownPageMessages(file, pageDeclarations(file, frontMatter), knownIds);
    } catch (error) {
      if (error instanceof TrailDeclarationError) return [error.message];
      throw error;
    }
  });
}

export default function changelogTrail(_context: LoadContext): Plugin {
  return {
    name: 'changelog-trail',
    allContentLoaded({allContent}) {
      const started = performance.now();
      const problems = trailProblems(allContent);
      // Its own time, as the content rules print theirs (content-rules/index.ts).
      logger.info`Changelog trail: the pages entries name checked in ${(performance.now() - started).toFixed(1)} ms`;
      if (problems.length > 0)
        throw new Error(
          `The changelog's "pages" frontmatter names pages that do not exist:\n- ${problems.join('\n- ')}`,
        );
    },
  };
}
