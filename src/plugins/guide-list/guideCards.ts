/**
 * What the guide list shows of each guide, taken from the blog plugin's post
 * metadata at build time: the list page then ships these few fields instead of
 * every guide's content module.
 */
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {tagKey, type GuideCardData} from '../../lib/guideTags';

export function formatGuideDate(date: Date | string): string {
  return new Date(date).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function guideCard({metadata}: Pick<BlogPost, 'metadata'>): GuideCardData {
  return {
    permalink: metadata.permalink,
    title: metadata.title,
    description: metadata.description,
    date: new Date(metadata.date).toISOString(),
    formattedDate: formatGuideDate(metadata.date),
    featured: (metadata.frontMatter as {featured?: unknown}).featured === true,
    tags: metadata.tags.map((tag) => ({label: tag.label, key: tagKey(tag.permalink)})),
    authors: metadata.authors.map((author) => author.name ?? author.key ?? ''),
  };
}
