/**
 * The search results page's content: the query box, every hit of the query a
 * page at a time, grouped by top-level category as in the overlay, and links
 * to the other pages of results. The query lives in the URL (`?q=`, `&page=`),
 * so a results page can be shared and reloaded. Arrow keys move between the
 * query box and the results; everything else is links and a form field.
 */
import React, {lazy, Suspense, useEffect, useRef, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata} from '@docusaurus/theme-common';
import {pluralMessage} from '@site/src/lib/pluralMessage';
import {searchSettings} from '@site/src/data/search';
import type {SearchGlobalData} from '@site/src/lib/search/globalData';
import {
  groupByCategory,
  hitDisplay,
  markedPieces,
  nextResultFocus,
  pageCount,
  readSearchParams,
  searchPageHref,
} from '@site/src/lib/search/resultsPage';
import {toSitePath} from '@site/src/lib/search/urls';
import type {SearchHit} from '@site/src/lib/search/types';
import {useSearchResults} from './useSearchResults';
import styles from './styles.module.css';

// Shown after a query found nothing, by which time the engine has loaded: not in the page's first load.
const SearchNextStep = lazy(
  () => import(/* webpackChunkName: "search-next-step" */ '@site/src/components/SearchNextStep'),
);

export function searchPageTitle(query: string): string {
  return query
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {query},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
}

function Marked({value}: {value: string}): ReactNode {
  return markedPieces(value).map((piece, index) =>
    piece.marked ? <mark key={index}>{piece.text}</mark> : piece.text,
  );
}

function Hit({
  hit,
  onKeyDown,
}: {
  hit: SearchHit;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}): ReactNode {
  const {title, trail, summary} = hitDisplay(hit);
  return (
    <li className={styles.hit}>
      <Link
        to={toSitePath(hit.url)}
        className={styles.hitLink}
        data-search-result=""
        onKeyDown={onKeyDown}>
        <span className={styles.hitTitle}>
          <Marked value={title} />
        </span>
        {trail.length > 0 && (
          <span className={styles.hitTrail}>
            {trail.map((value, index) => (
              <span key={index} className={styles.hitTrailItem}>
                <Marked value={value} />
              </span>
            ))}
          </span>
        )}
        {summary && (
          <span className={styles.hitSummary}>
            <Marked value={summary} />
          </span>
        )}
      </Link>
    </li>
  );
}

function Pagination({
  searchPath,
  query,
  page,
  pages,
  onNavigate,
}: {
  searchPath: string;
  query: string;
  page: number;
  pages: number;
  onNavigate: () => void;
}): ReactNode {
  if (pages <= 1) return null;
  return (
    <nav
      className={styles.pagination}
      aria-label={translate({
        id: 'theme.SearchPage.paginationLabel',
        message: 'Pages of search results',
      })}>
      <ul className="pagination">
        {page > 1 && (
          <li className="pagination__item">
            <Link
              className="pagination__link"
              onClick={onNavigate}
              to={searchPageHref(searchPath, query, page - 1)}
              rel="prev">
              {translate({id: 'theme.SearchPage.previousPage', message: 'Previous'})}
            </Link>
          </li>
        )}
        {Array.from({length: pages}, (_, index) => index + 1).map((number) => (
          <li
            key={number}
            className={`pagination__item${number === page ? ' pagination__item--active' : ''}`}>
            <Link
              className="pagination__link"
              onClick={onNavigate}
              to={searchPageHref(searchPath, query, number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={translate(
                {id: 'theme.SearchPage.pageLabel', message: 'Page {number}'},
                {number},
              )}>
              {number}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li className="pagination__item">
            <Link
              className="pagination__link"
              onClick={onNavigate}
              to={searchPageHref(searchPath, query, page + 1)}
              rel="next">
              {translate({id: 'theme.SearchPage.nextPage', message: 'Next'})}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

export default function SearchResults({config}: {config: SearchGlobalData}): ReactNode {
  const history = useHistory();
  const location = useLocation();
  const isBrowser = useIsBrowser();
  const searchPath = useBaseUrl('/search');
  // The prerendered page has no query; the URL's is read once the page runs in the browser.
  const {query, page} = isBrowser
    ? readSearchParams(location.search, searchSettings.maxQueryLength)
    : {query: '', page: 1};
  const hitsPerPage = searchSettings.resultsPerPage;
  const state = useSearchResults(config, query, page, hitsPerPage);
  const {currentLocale} = useDocusaurusContext().i18n;
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const focusFirstResult = useRef(false);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // After moving to another page of results: back to the top, focus on its first result.
  useEffect(() => {
    if (state.status !== 'done' || !focusFirstResult.current) return;
    focusFirstResult.current = false;
    window.scrollTo(0, 0);
    resultsRef.current?.querySelector<HTMLElement>('[data-search-result]')?.focus();
  }, [state]);

  const resultLinks = (): HTMLElement[] =>
    Array.from(resultsRef.current?.querySelectorAll<HTMLElement>('[data-search-result]') ?? []);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const links = resultLinks();
    const current =
      event.target === inputRef.current ? -1 : links.indexOf(event.target as HTMLElement);
    if (current === -1 && event.target !== inputRef.current) return;
    const next = nextResultFocus(current, event.key, links.length);
    if (next === null) return;
    event.preventDefault();
    (next === -1 ? inputRef.current : links[next])?.focus();
  };

  const done = state.status === 'done' ? state : null;
  const pages = done ? pageCount(done.nbHits, hitsPerPage) : 0;
  const groups = done ? groupByCategory(done.hits) : [];
  const status = !query.trim()
    ? translate({
        id: 'theme.SearchPage.emptyQueryText',
        message: 'Type a word, a name or a question to search every page.',
      })
    : state.status === 'error'
      ? translate({
          id: 'theme.SearchPage.errorText',
          message: 'Search is unavailable right now. Check your connection and try again.',
        })
      : done
        ? done.nbHits === 0
          ? translate(
              {id: 'theme.SearchPage.noResultsForText', message: 'No results for "{query}"'},
              {query},
            )
          : pluralMessage(
              done.nbHits,
              translate(
                {
                  id: 'theme.SearchPage.resultsCount.plurals',
                  message:
                    '{count} result, page {page} of {pages}|{count} results, page {page} of {pages}',
                },
                {count: done.nbHits, page: Math.min(page, pages), pages},
              ),
              currentLocale,
            )
        : translate({id: 'theme.SearchPage.loadingText', message: 'Searching…'});

  return (
    <main className={`container margin-vert--lg ${styles.page}`}>
      <PageMetadata title={searchPageTitle(query)} />
      <Heading as="h1">{searchPageTitle(query)}</Heading>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-query" className={styles.label}>
          {translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
        </label>
        <input
          ref={inputRef}
          id="search-page-query"
          type="search"
          name="q"
          className={styles.input}
          placeholder={translate({
            id: 'theme.SearchPage.inputPlaceholder',
            message: 'Type your search here',
          })}
          maxLength={searchSettings.maxQueryLength}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) =>
            history.replace(
              event.target.value ? searchPageHref(searchPath, event.target.value) : searchPath,
            )
          }
          onKeyDown={onKeyDown}
        />
      </form>
      <p className={styles.status} role="status">
        {status}
      </p>
      {done?.nbHits === 0 && query.trim() && (
        <Suspense fallback={null}>
          <SearchNextStep query={query} />
        </Suspense>
      )}
      <div ref={resultsRef} className={styles.results}>
        {groups.map((group) => (
          <section key={group.category} className={styles.group} aria-label={group.category}>
            <Heading as="h2" className={styles.groupTitle}>
              {group.category}
            </Heading>
            <ol className={styles.hits}>
              {group.hits.map((hit) => (
                <Hit key={hit.objectID} hit={hit} onKeyDown={onKeyDown} />
              ))}
            </ol>
          </section>
        ))}
      </div>
      {done && (
        <Pagination
          searchPath={searchPath}
          query={query}
          page={page}
          pages={pages}
          onNavigate={() => {
            focusFirstResult.current = true;
          }}
        />
      )}
    </main>
  );
}
