/**
 * Query understanding: what each word of a query may match.
 *
 * A query is cut into words (text.ts); each word becomes a group of terms, any
 * of which satisfies it:
 * - the word as typed, with the typos its length allows (see `maxTypos`) and,
 *   for the last word, as a prefix while it is typed;
 * - its stem ("sorting" -> "sort"), exactly;
 * - its synonyms from the reviewed table (language/synonyms.ts), exactly;
 *   a phrase rule ("first letter" -> capitalize) adds its targets to every
 *   word of the phrase.
 * A message of several sentences is read by its question (language/questionFocus.ts).
 * Stop words (language/stopWords.ts) and the frame of a question
 * (language/questionFrame.ts: "how do I", "in a template"; the "added" of a
 * question about changes, language/changeQuestion.ts) and what the reader wants
 * to avoid ("without deleting it": `avoidedWords`) are optional,
 * unless the query has nothing else ("for", "if"). Markup is not read (markup.ts),
 * nor SQL injected into the query (injectedSql.ts).
 */
import {questionFocus} from './language/questionFocus';
import {asksAboutChanges, isChangeWord} from './language/changeQuestion';
import {framePlace, frameWords} from './language/questionFrame';
import {STOP_WORDS} from './language/stopWords';
import {stem} from './language/stem';
import {SYNONYMS, type SynonymTable} from './language/synonyms';
import {isSlipOf, isWordOrTypo} from './editDistance';
import {withoutInjectedSql} from './injectedSql';
import {withoutMarkup} from './markup';
import {normalizeTerm, queryChunks, queryTerms} from './text';

export interface QueryTerm {
  readonly term: string;
  /** Edits allowed against an indexed term. */
  readonly typos: number;
  readonly prefix: boolean;
  /**
   * Found only as a page's title: a synonym that is also a small English word ("loop" finds the
   * `for` tag, not every page that says "for").
   */
  readonly titleOnly?: boolean;
}

export interface QueryGroup {
  /** The word as the reader typed it (normalized), or the one word of the site it is a typo of (slipCorrection.ts). */
  readonly word: string;
  readonly optional: boolean;
  /** The word itself first, then its stem and synonyms. */
  readonly terms: readonly QueryTerm[];
  /** The words a joined word was typed as (`null-coalescing`: null, coalescing), when more than one. */
  readonly runs?: readonly string[];
}

/** The typos a query word may have: none under 4 letters, one from 4, two from 7. */
export function maxTypos(term: string): number {
  const length = [...term].length;
  if (length >= 7) return 2;
  if (length >= 4) return 1;
  return 0;
}

type SynonymLookup = ReadonlyMap<string, readonly string[]>;

const stemsOf = (words: readonly string[]) => words.map((word) => stem(normalizeTerm(word)));
const key = (words: readonly string[]) => stemsOf(words).join(' ');

/** The table as a lookup from a stemmed word or phrase to the words it also finds. */
export function synonymLookup(table: SynonymTable = SYNONYMS): SynonymLookup {
  const lookup = new Map<string, string[]>();
  const add = (from: string, to: readonly string[]) => {
    const entry = key(from.split(/\s+/));
    const targets = lookup.get(entry) ?? [];
    for (const target of to) if (key([target]) !== entry) targets.push(target);
    lookup.set(entry, targets);
  };
  for (const group of table.equivalent) for (const word of group) add(word, group);
  for (const [from, to] of Object.entries(table.oneWay)) add(from, to);
  return lookup;
}

const defaultLookup = synonymLookup();

type LookupEntry = {readonly words: readonly string[]; readonly targets: readonly string[]};
const entriesByLookup = new WeakMap<SynonymLookup, ReadonlyMap<number, readonly LookupEntry[]>>();

/**
 * A lookup's entries of `size` words, cut into words once: every query compares each of them with
 * its runs of words of that size.
 */
function entriesOf(lookup: SynonymLookup, size: number): readonly LookupEntry[] {
  let bySize = entriesByLookup.get(lookup);
  if (!bySize) {
    const sized = new Map<number, LookupEntry[]>();
    for (const [entry, targets] of lookup) {
      const words = entry.split(' ');
      const entries = sized.get(words.length) ?? [];
      entries.push({words, targets});
      sized.set(words.length, entries);
    }
    bySize = sized;
    entriesByLookup.set(lookup, bySize);
  }
  return bySize.get(size) ?? [];
}

/**
 * The synonyms of a word or phrase (stemmed words), or of the entry it is a typo of, one typo per
 * long word ("fallbak" finds what "fallback" finds, "releae notes" what "release notes" finds).
 */
function synonymsOf(
  lookup: SynonymLookup,
  stems: readonly string[],
): readonly string[] | undefined {
  const exact = lookup.get(stems.join(' '));
  if (exact) return exact;
  for (const {words, targets} of entriesOf(lookup, stems.length))
    if (words.every((word, index) => isWordOrTypo(stems[index], word))) return targets;
  for (const {words, targets} of entriesOf(lookup, stems.length))
    if (isPhraseWithOneSlip(stems, words)) return targets;
  return undefined;
}

/**
 * Whether the reader's words are a phrase of the table with one word slipped, however short
 * ("release noes"): the words typed right say which phrase it is.
 */
function isPhraseWithOneSlip(stems: readonly string[], words: readonly string[]): boolean {
  if (words.length < 2) return false;
  const slipped = words.filter((word, index) => stems[index] !== word);
  return (
    slipped.length === 1 &&
    words.every((word, index) => stems[index] === word || isSlipOf(stems[index] ?? '', word))
  );
}

/** The words of a query as search reads them (its question's, normalized, markup left out), with their runs. */
function questionChunks(query: string): {word: string; runs: string[]; text: string}[] {
  return queryChunks(withoutInjectedSql(withoutMarkup(questionFocus(query))))
    .map(({term, runs, text}) => ({word: normalizeTerm(term), runs: runs.map(normalizeTerm), text}))
    .filter(({word}) => word.length > 0);
}

function questionWords(query: string): string[] {
  return questionChunks(query).map(({word}) => word);
}

/** Words that end a clause the reader wants to avoid. */
const CLAUSE_END: ReadonlySet<string> = new Set(['and', 'but', 'or', 'so', 'then']);

/**
 * The words of a "without" clause: what the reader wants to avoid ("pause a webhook
 * without deleting it"), which a page that answers need not say, and a page that
 * does it (the delete endpoint) does not answer.
 */
export function avoidedWords(words: readonly string[]): boolean[] {
  let inClause = false;
  return words.map((word) => {
    if (isWordOrTypo(word, 'without')) inClause = true;
    else if (CLAUSE_END.has(word)) inClause = false;
    return inClause;
  });
}

export function analyzeQuery(query: string, lookup: SynonymLookup = defaultLookup): QueryGroup[] {
  const chunks = questionChunks(query);
  const words = chunks.map(({word}) => word);
  const frame = frameWords(words);
  const aboutChanges = asksAboutChanges(words);
  const avoided = avoidedWords(words);
  const small = words.map(
    (word, index) =>
      STOP_WORDS.has(word) ||
      frame[index] === true ||
      avoided[index] === true ||
      (aboutChanges && isChangeWord(word)),
  );
  const onlySmallWords = small.every(Boolean);
  const extra: string[][] = words.map(() => []);
  // Phrases first (up to three words), then single words.
  for (let size = 3; size >= 1; size--) {
    for (let start = 0; start + size <= words.length; start++) {
      const targets = synonymsOf(lookup, stemsOf(words.slice(start, start + size)));
      if (!targets) continue;
      for (let index = start; index < start + size; index++) extra[index]?.push(...targets);
    }
  }
  const typingLast = !/\s$/.test(query);
  return words.map((word, index) => {
    const isLast = index === words.length - 1;
    const terms: QueryTerm[] = [{term: word, typos: maxTypos(word), prefix: isLast && typingLast}];
    const seen = new Set([word]);
    const addExact = (term: string, titleOnly = false) => {
      for (const candidate of [term, stem(term)]) {
        if (seen.has(candidate)) continue;
        seen.add(candidate);
        terms.push({term: candidate, typos: 0, prefix: false, ...(titleOnly ? {titleOnly} : {})});
      }
    };
    // Only words joined by hyphens are English words written together ("null-coalescing"); a
    // name with dots or underscores (Next.js, json_encode) is one name, found whole or not at all:
    // it has no stem ("nextjs" is not a plural of "nextj").
    const chunk = chunks[index];
    const isName = chunk !== undefined && /[._]/.test(chunk.text);
    if (!isName) addExact(word);
    for (const target of extra[index] ?? [])
      queryTerms(target)
        .map(normalizeTerm)
        .forEach((term) => addExact(term, STOP_WORDS.has(term)));
    const runs = chunk && !isName ? chunk.runs : [];
    return {
      word,
      optional: !onlySmallWords && small[index] === true,
      terms,
      ...(runs.length > 1 ? {runs} : {}),
    };
  });
}

/** A word written together is split only from this length, into parts of `COMPOUND_PART` letters or more. */
const COMPOUND_FROM = 7;
const COMPOUND_PART = 3;

/** The ways a word may be two written together ("homepage": hom + epage, home + page, homep + age). */
export function compoundSplits(word: string): string[][] {
  const splits: string[][] = [];
  if (word.length < COMPOUND_FROM || !/^[a-z]+$/.test(word)) return splits;
  for (let at = COMPOUND_PART; at <= word.length - COMPOUND_PART; at++)
    splits.push([word.slice(0, at), word.slice(at)]);
  return splits;
}

/**
 * The two words the site has that a word it lacks is written together from
 * ("homepage": home, page), or null.
 */
export function compoundParts(word: string, has: (term: string) => boolean): string[] | null {
  return (
    compoundSplits(word).find((parts) =>
      parts.every((part) => has(part) && !STOP_WORDS.has(part)),
    ) ?? null
  );
}

/** Whether a word is read as its parts when the site lacks it: not one still being typed, not one the site has. */
export function isSplitWhenUnknown(group: QueryGroup, has: (term: string) => boolean): boolean {
  // A word still being typed (`json_en`) is a prefix of the whole name, not its words.
  return !group.terms[0]?.prefix && !group.terms.some((term) => has(term.term));
}

/**
 * A word the site has only apart is searched as its words, unless the reader is
 * still typing it: one written with a hyphen, a dot or an underscore
 * ("null-coalescing" where the page says "null coalescing"), or written together
 * ("homepage" where the pages say "home page").
 */
export function splitWhenUnknown(group: QueryGroup, has: (term: string) => boolean): QueryGroup[] {
  if (!isSplitWhenUnknown(group, has)) return [group];
  const parts = group.runs ?? compoundParts(group.word, has);
  if (!parts) return [group];
  return parts
    .filter((run) => !STOP_WORDS.has(run))
    .map((run) => ({
      word: run,
      optional: false,
      terms: [
        {term: run, typos: maxTypos(run), prefix: false},
        ...(stem(run) === run ? [] : [{term: stem(run), typos: 0, prefix: false}]),
      ],
    }));
}

/**
 * A word this long or longer may be a small word of this length or longer after a slip ("tehir",
 * "shuld"); a shorter one may as well be a name ("bing" is "being" without its e, "verfy" is
 * "very" with an f, and means "verify").
 */
const SLIPPED_SMALL_WORD_FROM = 5;

/**
 * Whether a word the site lacks is a small word after a slip of the fingers (`isSlipOf`): it
 * is then optional as the word is. A word the site has stays itself.
 */
export function isMisspeltSmallWord(group: QueryGroup, has: (term: string) => boolean): boolean {
  if (group.word.length < SLIPPED_SMALL_WORD_FROM) return false;
  if (group.optional || group.terms.some((term) => has(term.term))) return false;
  for (const word of STOP_WORDS)
    if (word.length >= SLIPPED_SMALL_WORD_FROM && isSlipOf(group.word, word)) return true;
  return false;
}

/** What a question says about its answer beyond its words. */
export interface QueryIntent {
  /** It asks when something changed: a changelog entry answers it. */
  readonly aboutChanges: boolean;
  /** The part of the site it sets itself in ("in a template": '/docs/canvas/'), or null. */
  readonly place: string | null;
}

export function queryIntent(query: string): QueryIntent {
  const words = questionWords(query);
  return {aboutChanges: asksAboutChanges(words), place: framePlace(words)};
}
