/**
 * /api/changes: every change of the Console, Admin and Project APIs, newest first, grouped by
 * day, breaking ones marked, with a filter by API and the feeds. Its rows come as props from
 * src/plugins/api-changes; each row's anchor is what endpoint pages and changelog entries link to.
 */
import React, {type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type {ApiId} from '@site/src/data/api/types';
import {
  API_TITLES,
  CHANGES_ROUTE,
  filterChanges,
  formatChangeDate,
  type ChangeRowView,
} from '@site/src/data/api/history/notes';
import ChangeRow from './ChangeRow';
import styles from './styles.module.css';

export const TITLE = 'API changes';
export const DESCRIPTION =
  'Every change to the Console, Admin and Project APIs, newest first: what was added, changed, deprecated or removed, and whether it breaks existing code.';

const API_ORDER: readonly ApiId[] = ['console', 'admin', 'project'];

/** The API named by `?api=` in a query string, if it names one. */
export function apiFromQuery(search: string): ApiId | undefined {
  const value = new URLSearchParams(search).get('api');
  return API_ORDER.find((api) => api === value);
}

function byDate(rows: readonly ChangeRowView[]): [string, ChangeRowView[]][] {
  const groups = new Map<string, ChangeRowView[]>();
  for (const row of rows) groups.set(row.date, [...(groups.get(row.date) ?? []), row]);
  return [...groups];
}

export default function ApiChanges({
  changes,
}: {
  readonly changes: readonly ChangeRowView[];
}): ReactNode {
  // The filter lives in the address (?api=console), so a filtered list can be shared. The
  // prerendered page lists every API; the address is read once the page is hydrated.
  const location = useLocation();
  const history = useHistory();
  const api = useIsBrowser() ? apiFromQuery(location.search) : undefined;
  const choose = (value: string): void => {
    const params = new URLSearchParams(location.search);
    if (API_ORDER.some((candidate) => candidate === value)) params.set('api', value);
    else params.delete('api');
    const search = params.toString();
    history.replace({...location, search: search ? `?${search}` : ''});
  };
  const shown = filterChanges(changes, api);
  const breaking = shown.filter((row) => row.breaking).length;
  return (
    <Layout title={TITLE} description={DESCRIPTION}>
      <main className="container margin-vert--lg">
        <header className={styles.header}>
          <Heading as="h1">{TITLE}</Heading>
          <p className={styles.lead}>{DESCRIPTION}</p>
          <p className={styles.feeds}>
            Subscribe: <Link href={`pathname://${CHANGES_ROUTE}/rss.xml`}>RSS</Link> ·{' '}
            <Link href={`pathname://${CHANGES_ROUTE}/atom.xml`}>Atom</Link>
          </p>
          <div className={styles.filter}>
            <label htmlFor="api-changes-filter">API</label>
            <select
              id="api-changes-filter"
              value={api ?? ''}
              onChange={(event) => choose(event.target.value)}>
              <option value="">All APIs</option>
              {API_ORDER.map((id) => (
                <option key={id} value={id}>
                  {API_TITLES[id]}
                </option>
              ))}
            </select>
            <p className={styles.count} aria-live="polite">
              {shown.length} changes, {breaking} breaking
            </p>
          </div>
        </header>
        {byDate(shown).map(([date, rows]) => (
          <section key={date} className={styles.day} aria-labelledby={`day-${date}`}>
            <Heading as="h2" id={`day-${date}`} className={styles.date}>
              <time dateTime={date}>{formatChangeDate(date)}</time>
            </Heading>
            <ul className={styles.rows}>
              {rows.map((row) => (
                <ChangeRow key={row.id} row={row} />
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
