/**
 * The feeds of /api/changes: one item per change, newest first, as RSS 2.0 and Atom, written by
 * the `feed` package that Docusaurus' blog plugin also uses for the changelog's feeds.
 */
import {Feed} from 'feed';
import {apis} from '../../data/api/apis';
import {CHANGES_ROUTE, changeHref, type ChangeRowView} from '../../data/api/history/notes';

export const FEED_FILES = {rss: 'rss.xml', atom: 'atom.xml'} as const;

/** "Console API: added GET /console/v1/brand (breaking)". */
export function itemTitle(row: ChangeRowView): string {
  return `${apis[row.api].title}: ${row.kind} ${row.target}${row.breaking ? ' (breaking)' : ''}`;
}

export function changesFeed(rows: readonly ChangeRowView[], siteUrl: string): Feed {
  const link = `${siteUrl}${CHANGES_ROUTE}`;
  const feed = new Feed({
    title: 'Tessera API changes',
    description:
      'Every change to the Console, Admin and Project APIs, newest first, with the breaking ones marked.',
    id: link,
    link,
    language: 'en',
    copyright: `Tessera`,
    updated: rows[0] ? new Date(`${rows[0].date}T00:00:00Z`) : new Date(0),
    feedLinks: {
      rss: `${link}/${FEED_FILES.rss}`,
      atom: `${link}/${FEED_FILES.atom}`,
    },
  });
  for (const row of rows) {
    const url = `${siteUrl}${changeHref(row)}`;
    feed.addItem({
      title: itemTitle(row),
      id: url,
      link: url,
      date: new Date(`${row.date}T00:00:00Z`),
      description: `${row.note}${row.breaking ? ' Breaking: code that relied on the old behaviour must change.' : ''} Announced in “${row.entryTitle}”: ${siteUrl}${row.entryPermalink}`,
    });
  }
  return feed;
}
