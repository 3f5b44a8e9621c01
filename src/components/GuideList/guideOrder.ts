/** The pure parts of the guide list: which guides show, in which order, for a tag in the URL. */
import {compareText} from '../../lib/compareText';

export interface GuideSummary {
  readonly permalink: string;
  readonly title: string;
  readonly date: string;
  readonly featured: boolean;
  readonly tags: readonly {readonly label: string; readonly key: string}[];
}

/** Newest first, the order the list shows within each of its sections. */
export function byNewest<T extends GuideSummary>(guides: readonly T[]): T[] {
  return [...guides].sort((a, b) => compareText(b.date, a.date) || compareText(a.title, b.title));
}

/** Splits guides into the featured ones (shown first, set apart) and all of them. */
export function featuredFirst<T extends GuideSummary>(
  guides: readonly T[],
): {featured: T[]; all: T[]} {
  const all = byNewest(guides);
  return {featured: all.filter((guide) => guide.featured), all};
}

/** The guides carrying a tag; every guide when no tag is chosen. */
export function withTag<T extends GuideSummary>(
  guides: readonly T[],
  tag: string | undefined,
): T[] {
  if (!tag) return [...guides];
  return guides.filter((guide) => guide.tags.some((candidate) => candidate.key === tag));
}

/** The tag chosen in a query string (`?tag=forms`), when it is one the guides use. */
export function tagFromSearch(search: string, known: readonly string[]): string | undefined {
  const tag = new URLSearchParams(search).get('tag') ?? undefined;
  return tag !== undefined && known.includes(tag) ? tag : undefined;
}

export {tagKey} from '@site/src/lib/guideTags';
