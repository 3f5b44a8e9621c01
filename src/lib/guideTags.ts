/**
 * Guides as the guide list shows them: the card data the build writes for each guide
 * (src/plugins/guide-list) and the tag keys both sides name them by.
 */

/** The tag key of a tag permalink such as /guides/tags/ai-components. */
export function tagKey(permalink: string): string {
  return permalink.replace(/\/+$/, '').split('/').pop() ?? permalink;
}

/** A guide as its card shows it, resolved at build time. */
export interface GuideCardData {
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
  readonly date: string;
  readonly formattedDate: string;
  readonly featured: boolean;
  readonly tags: readonly {readonly label: string; readonly key: string}[];
  readonly authors: readonly string[];
}
