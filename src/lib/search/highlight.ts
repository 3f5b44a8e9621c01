/**
 * Highlighted values and snippets in the provider's format. The record text
 * is plain text; every piece of it is HTML-escaped, and only the tags of the
 * request are added around the words that matched. DocSearch injects these
 * values as HTML, so nothing else may reach it unescaped.
 */
import type {HighlightValue, MatchLevel, SnippetValue} from './types';
import {stem} from './language/stem';
import {escapeHtml, normalizeTerm} from './text';

/** The words of a query and the indexed terms each of them matched. */
export interface QueryMatch {
  readonly queryTerm: string;
  readonly docTerms: ReadonlySet<string>;
}

export interface MarkTags {
  readonly pre: string;
  readonly post: string;
}

export const DEFAULT_TAGS: MarkTags = {pre: '<mark>', post: '</mark>'};

const CHUNK_OR_OTHER = /([\p{L}\p{N}_-]+)|([^\p{L}\p{N}_-]+)/gu;
const RUN_OR_SEPARATOR = /([\p{L}\p{N}]+)|([_-]+)/gu;

interface RenderedWord {
  readonly html: string;
  /** Query terms this word matched. */
  readonly matched: ReadonlySet<string>;
}

function queryTermsMatching(term: string, matches: readonly QueryMatch[]): string[] {
  const normalized = normalizeTerm(term);
  const stemmed = stem(normalized);
  // The index holds words and their stems: a stem that matched marks every form of its word.
  return matches
    .filter((match) => match.docTerms.has(normalized) || match.docTerms.has(stemmed))
    .map((match) => match.queryTerm);
}

/** One whitespace-free word, escaped, with the parts that matched wrapped in the tags. */
function renderWord(word: string, matches: readonly QueryMatch[], tags: MarkTags): RenderedWord {
  const matched = new Set<string>();
  let html = '';
  for (const [, chunk, other] of word.matchAll(CHUNK_OR_OTHER)) {
    if (other !== undefined) {
      html += escapeHtml(other);
      continue;
    }
    if (chunk === undefined) continue;
    const parts = [...chunk.matchAll(RUN_OR_SEPARATOR)];
    const runs = parts.map((part) => part[1]).filter((run): run is string => run !== undefined);
    const whole = runs.length > 1 ? queryTermsMatching(runs.join(''), matches) : [];
    if (whole.length > 0) {
      whole.forEach((term) => matched.add(term));
      html += `${tags.pre}${escapeHtml(chunk)}${tags.post}`;
      continue;
    }
    for (const [, run, separator] of parts) {
      if (run === undefined) {
        html += escapeHtml(separator ?? '');
        continue;
      }
      const terms = queryTermsMatching(run, matches);
      terms.forEach((term) => matched.add(term));
      html += terms.length > 0 ? `${tags.pre}${escapeHtml(run)}${tags.post}` : escapeHtml(run);
    }
  }
  return {html, matched};
}

function renderWords(text: string, matches: readonly QueryMatch[], tags: MarkTags): RenderedWord[] {
  return text
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => renderWord(word, matches, tags));
}

function matchLevelOf(
  words: readonly RenderedWord[],
  matches: readonly QueryMatch[],
): {level: MatchLevel; matchedWords: string[]} {
  const found = new Set<string>();
  words.forEach((word) => word.matched.forEach((term) => found.add(term)));
  const matchedWords = matches.map((match) => match.queryTerm).filter((term) => found.has(term));
  if (matchedWords.length === 0) return {level: 'none', matchedWords};
  return {level: matchedWords.length === matches.length ? 'full' : 'partial', matchedWords};
}

/** The whole value, escaped, with matches marked. */
export function highlight(
  text: string,
  matches: readonly QueryMatch[],
  tags: MarkTags = DEFAULT_TAGS,
): HighlightValue {
  const words = renderWords(text, matches, tags);
  const {level, matchedWords} = matchLevelOf(words, matches);
  const fullyHighlighted = words.length > 0 && words.every((word) => word.matched.size > 0);
  return {
    value: words.map((word) => word.html).join(' '),
    matchLevel: level,
    matchedWords,
    fullyHighlighted,
  };
}

/**
 * At most `wordCount` words of the value around its matches, escaped, with
 * matches marked and the ellipsis where text was cut. The window starts two
 * words before a match and is the one holding the most matched words.
 */
export function snippet(
  text: string,
  matches: readonly QueryMatch[],
  wordCount: number,
  ellipsis = '…',
  tags: MarkTags = DEFAULT_TAGS,
): SnippetValue {
  const words = renderWords(text, matches, tags);
  const {level} = matchLevelOf(words, matches);
  const size = Math.max(1, Math.floor(wordCount));
  if (words.length <= size)
    return {value: words.map((word) => word.html).join(' '), matchLevel: level};

  let start = 0;
  let best = -1;
  words.forEach((word, index) => {
    if (word.matched.size === 0) return;
    const candidate = Math.max(0, index - 2);
    const count = words
      .slice(candidate, candidate + size)
      .filter((other) => other.matched.size > 0).length;
    if (count > best) {
      best = count;
      start = candidate;
    }
  });
  start = Math.min(start, words.length - size);
  const end = start + size;
  const body = words
    .slice(start, end)
    .map((word) => word.html)
    .join(' ');
  const safeEllipsis = escapeHtml(ellipsis);
  return {
    value: `${start > 0 ? safeEllipsis : ''}${body}${end < words.length ? safeEllipsis : ''}`,
    matchLevel: level,
  };
}
