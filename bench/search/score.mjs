/**
 * Relevance of a ranked list of paths against a query set: top-1 (an expected
 * page first), top-3 (an expected page among the first three) and MRR@10 (1/rank of the first expected page in the top 10);
 * and, for queries the site has no page for, the share answered with nothing.
 */

/** A path as the sets write it: no origin, no hash, no query, no trailing slash. */
export function normalizePath(href) {
  const url = new URL(href, 'http://site.invalid');
  const path = decodeURIComponent(url.pathname)
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The rank (0-based) of the first expected page in the first 10 paths, or -1. */
export function firstRank(paths, expect) {
  const wanted = new Set(expect.map(normalizePath));
  return paths.slice(0, 10).findIndex((path) => wanted.has(normalizePath(path)));
}

/** Top-1 and top-3 shares and MRR@10 of answers[i] (a list of paths) for queries[i]. */
export function relevance(queries, answers) {
  let first = 0;
  let inThree = 0;
  let reciprocal = 0;
  const misses = [];
  queries.forEach((entry, index) => {
    const rank = firstRank(answers[index] ?? [], entry.expect);
    if (rank === 0) first += 1;
    if (rank >= 0 && rank < 3) inThree += 1;
    if (rank >= 0) reciprocal += 1 / (rank + 1);
    if (rank !== 0)
      misses.push({
        query: entry.query,
        kind: entry.kind,
        rank,
        got: (answers[index] ?? []).slice(0, 3),
      });
  });
  const count = queries.length || 1;
  return {top1: first / count, top3: inThree / count, mrr: reciprocal / count, misses};
}

/** The share of queries[i] whose answer answers[i] (a list of paths) is empty; the others as misses. */
export function noResultShare(queries, answers) {
  let none = 0;
  const misses = [];
  queries.forEach((entry, index) => {
    const got = answers[index] ?? [];
    if (got.length === 0) none += 1;
    else
      misses.push({query: entry.query, kind: entry.kind, rank: got.length, got: got.slice(0, 3)});
  });
  return {share: none / (queries.length || 1), misses};
}

export {kb, ms, pct, percentile} from '../../scripts/cli/stats.mjs';
