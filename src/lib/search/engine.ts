/**
 * The embedded search engine: MiniSearch over the index records, with the
 * query understanding of query.ts and the ranking a reader expects.
 *
 * Matching: each word of the query is a group of terms (the word with its
 * typos and, for the last, as a prefix; its stem; its synonyms). Stop words
 * are optional. A word the site has is taken as typed, without typos; a word
 * it lacks that is a slip of one word it has (in a long word, a letter replaced
 * too) is searched as that word (slipCorrection.ts); and a typo keeps the word's
 * first letter (`typosWhereUnknown`, `keepsFirstLetter`). A record matches a
 * group if any term of it matches any level of the record's hierarchy, its
 * text, or (on a title record) the page's description and keywords. A record is a hit only if a term matches its own
 * text (its title, heading or text block, or its page's description and
 * keywords), so a section is not returned just because its page title matches.
 *
 * Relaxation, as hosted search does it, counted over each page's records: when
 * some page that answers matches every group, hits are on such pages (and, for
 * queries of 3 words or more, pages missing one); otherwise words become
 * optional and pages are ranked by how many groups they match, down to one less
 * than the best page that answers.
 *
 * No answer: a page is a result only when it matches the query's meaningful
 * words well enough (answerable.ts), over all its records; a query of single
 * letters and digits finds nothing, and a query of stop words only ("for")
 * finds only the records titled with it.
 *
 * Ranking, in order: how much of the query the page is about (its words in
 * the page's titles, headings, keywords or description rather than its text;
 * a heading many pages share, such as a guide's "Result", counts as text:
 * sharedHeadings.ts;
 * `pageStanding` in ranking.ts; a page whose title or description starts with
 * the verb a question asks for gains `ACTION_STANDING`: pageActions.ts); more groups matched; an exact match of the whole query
 * on a page title (a reference name such as `date`), then on a heading; where
 * the words are (in the page title, its keywords, its description or
 * category, elsewhere: see `placementTier`), set back by the page's kind
 * (ranking.ts); fewer typos; page titles, then
 * headings by level, then text; MiniSearch's BM25 score; page order.
 * One hit per URL (the best record of each section).
 */
import MiniSearch, {type Query, type SearchResult as MiniSearchResult} from 'minisearch';
import {
  answersQuery,
  isAboutEnough,
  isCommon,
  isMeaningfulWord,
  matchQuality,
  namesPage,
  subjectWeight,
  wordWeight,
  type WordEvidence,
} from './answerable';
import type {QueryMatch} from './highlight';
import {
  analyzeQuery,
  maxTypos,
  queryIntent,
  isMisspeltSmallWord,
  splitWhenUnknown,
  type QueryGroup,
  type QueryTerm,
} from './query';
import {stem} from './language/stem';
import {STOP_WORDS} from './language/stopWords';
import {
  KIND_PENALTY,
  KIND_PENALTY_ASKED_ABOUT_CHANGES,
  KIND_STANDING,
  pageKind,
  pageStanding,
  type PageKind,
} from './ranking';
import {boundedDistance, slipForms} from './editDistance';
import {ACTION_STANDING, actionOf, pageActions} from './pageActions';
import {sharedHeadingFields, sharedHeadings} from './sharedHeadings';
import {correctedSlip} from './slipCorrection';
import type {RecordType, SearchRecord} from './types';
import {compact, indexTerms, normalizeTerm} from './text';

export {maxTypos};

const FIELDS = [
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
  'content',
  'lvl0',
  'description',
  'keywords',
] as const;
export type Field = (typeof FIELDS)[number];

export const BOOST: Record<Field, number> = {
  lvl1: 4,
  lvl2: 3,
  lvl3: 2,
  lvl4: 1.5,
  lvl5: 1.5,
  lvl6: 1.5,
  content: 1,
  lvl0: 0.5,
  description: 2,
  keywords: 2,
};
const LEVEL_RANK: Record<RecordType, number> = {
  lvl1: 0,
  lvl2: 1,
  lvl3: 2,
  lvl4: 3,
  lvl5: 4,
  lvl6: 5,
  content: 6,
};

/** The text of one of a record's fields. */
export function fieldValue(record: SearchRecord, field: string): string {
  if (field === 'content') return record.content ?? '';
  if (field === 'description') return record.description ?? '';
  if (field === 'keywords') return record.keywords ?? '';
  return record.hierarchy[field as keyof SearchRecord['hierarchy']] ?? '';
}

/** The text a record stands for: its title, its heading or its text block. */
export function ownText(record: SearchRecord): string {
  return fieldValue(record, record.type);
}

/**
 * The fields that are a record's own text. A title record's include its page's
 * description and keywords: they describe the page as a whole.
 */
export function ownFields(record: SearchRecord): readonly Field[] {
  return record.type === 'lvl1' ? ['lvl1', 'description', 'keywords'] : [record.type];
}

/** Whether the index has a term: a Set of its terms, or what an engine over part of it is told. */
export interface Vocabulary {
  has(term: string): boolean;
}

/**
 * What an engine built over part of the index (the pages a query's terms lead
 * to, see shards/) is told of the whole, so that it decides whether a page
 * answers as the whole index would: how many records there are, which terms
 * exist, and on how many records a word of the query is found.
 */
export interface Corpus {
  readonly recordCount: number;
  readonly vocabulary: Vocabulary;
  recordsWith(group: QueryGroup): number;
}

export interface RankedHit {
  readonly record: SearchRecord;
  /** Each query word with the indexed terms it matched in this record. */
  readonly matches: readonly QueryMatch[];
  readonly score: number;
}

export interface EngineResult {
  readonly hits: readonly RankedHit[];
  /** Hits before the limit and `perPage` were applied (one per URL). */
  readonly nbHits: number;
}

export interface SearchOptions {
  readonly limit?: number;
  /** Hits to skip (for pages of results). */
  readonly offset?: number;
  /** At most this many hits (sections) of one page; the best of each page are kept. */
  readonly perPage?: number;
}

export interface Engine {
  search(query: string, options?: SearchOptions): EngineResult;
}

interface Candidate extends RankedHit {
  readonly keys: readonly number[];
  readonly matched: number;
  readonly pathname: string;
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < a.length; index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Indexed terms: each word and, when it differs, its stem. */
function indexTerm(term: string): string | string[] {
  const normalized = normalizeTerm(term);
  const stemmed = stem(normalized);
  return stemmed === normalized ? normalized : [normalized, stemmed];
}

/** The terms the engine indexes for a text: its words and their stems. */
export function indexedTerms(text: string): string[] {
  return indexTerms(text).flatMap((term) => indexTerm(term));
}

/** MiniSearch's key for a record: its place in the engine's list, which a result is looked up by. */
const ENGINE_ID = 'engineId';

function createMiniSearch(
  vocabulary: Set<string>,
  idOf: (record: SearchRecord) => number,
): MiniSearch<SearchRecord> {
  return new MiniSearch<SearchRecord>({
    idField: ENGINE_ID,
    fields: [...FIELDS],
    storeFields: [],
    extractField: (record, field) =>
      field === ENGINE_ID ? idOf(record) : fieldValue(record, field),
    tokenize: (text) => indexTerms(text),
    processTerm: (term) => {
      const terms = indexTerm(term);
      if (typeof terms === 'string') vocabulary.add(terms);
      else terms.forEach((one) => vocabulary.add(one));
      return terms;
    },
    searchOptions: {
      // Query terms arrive analyzed (query.ts): one term per leaf, taken as is.
      tokenize: (text) => [text],
      processTerm: (term) => term,
      boost: BOOST,
      maxFuzzy: 2,
      weights: {fuzzy: 0.45, prefix: 0.75},
    },
  });
}

/**
 * Readers rarely get a word's first letter wrong: a typo keeps it, or swaps it
 * with the second ("lsit"). Without this, "game" would find "same" and "best"
 * would find "test".
 */
export function keepsFirstLetter(word: string, docTerm: string): boolean {
  return word[0] === docTerm[0] || (word[0] === docTerm[1] && word[1] === docTerm[0]);
}

/**
 * A word the site has, as typed or by its stem, is not a misspelling: it is
 * not also read as its neighbours ("users" is not "uses", "table" not "tablet").
 * A word it lacks may be a misspelt form of a word the site has in another form
 * only: its stem may have the word's typos too ("emiled": emil, which meets
 * email; as typed, it is three edits from it).
 */
export function typosWhereUnknown(group: QueryGroup, vocabulary: Vocabulary): QueryGroup {
  const [typed, ...others] = group.terms;
  if (!typed || typed.typos === 0) return group;
  const stemmed = stem(typed.term);
  if (vocabulary.has(typed.term) || vocabulary.has(stemmed))
    return {...group, terms: [{...typed, typos: 0}, ...others]};
  const stemTypos = Math.min(typed.typos, maxTypos(stemmed));
  if (stemmed === typed.term || stemTypos === 0) return group;
  const misspeltStem = (term: QueryTerm): QueryTerm =>
    term.term === stemmed && term.typos === 0 && !term.titleOnly
      ? {...term, typos: stemTypos}
      : term;
  return {...group, terms: [typed, ...others.map(misspeltStem)]};
}

/**
 * The words a query is searched by, from its analyzed groups: the meaningful ones, a small word
 * after a slip left out as the word is, a slip of one word read as that word before any split
 * ("perview" is preview, not per view), a word the site lacks split into the words it has, each
 * without typos when the site has it, and its stem with them when it does not.
 */
export function searchedGroups(
  analyzed: readonly QueryGroup[],
  vocabulary: Vocabulary,
): QueryGroup[] {
  const has = (term: string) => vocabulary.has(term);
  return analyzed
    .filter((group) => !group.optional && !isMisspeltSmallWord(group, has))
    .map((group) => correctedSlip(group, has))
    .flatMap((group) => splitWhenUnknown(group, has))
    .map((group) => typosWhereUnknown(group, vocabulary));
}

/** How an indexed term matches a query term (see `termMatches`). */
export type Match = 'exact' | 'typo' | 'title';

/**
 * How an indexed term matches a query term: as typed (or as its prefix), through a typo, as a
 * synonym found only in a page's title (`titleOnly`), or not.
 */
export function termMatches(term: QueryTerm, docTerm: string): Match | null {
  if (docTerm === term.term || (term.prefix && docTerm.startsWith(term.term)))
    return term.titleOnly ? 'title' : 'exact';
  if (
    term.typos > 0 &&
    keepsFirstLetter(term.term, docTerm) &&
    (boundedDistance(term.term, docTerm, term.typos) <= term.typos ||
      slipForms(term.term).includes(docTerm))
  )
    return 'typo';
  return null;
}

function miniSearchQuery(groups: readonly QueryGroup[], vocabulary: Vocabulary): Query {
  const leaves: Query[] = [];
  const seen = new Set<string>();
  const add = (term: string, fuzzy: number, prefix: boolean) => {
    const id = `${term}|${fuzzy}|${prefix}`;
    if (seen.has(id)) return;
    seen.add(id);
    leaves.push({queries: [term], fuzzy, prefix});
  };
  for (const group of groups) {
    for (const term of group.terms) {
      add(term.term, term.typos, term.prefix);
      // A slip of the fingers is one typo; MiniSearch would count it as two (see slipForms).
      if (term.typos > 0)
        for (const form of slipForms(term.term)) if (vocabulary.has(form)) add(form, 0, false);
    }
  }
  return {combineWith: 'OR', queries: leaves};
}

/** Fields that say what a record is about: all but its body text and the broad category. */
const PLACED_FIELDS: ReadonlySet<string> = new Set(
  FIELDS.filter((field) => field !== 'content' && field !== 'lvl0'),
);

/** How a page matches one word of the query, over all its records. */
interface WordMatch {
  readonly exact: boolean;
  readonly placed: boolean;
  readonly inCategory: boolean;
}

interface GroupMatch {
  readonly docTerms: Set<string>;
  exact: boolean;
  fields: Set<string>;
  /** Whether one of `fields` is placed (`PLACED_FIELDS`). */
  placed: boolean;
}

/** How each indexed term matches each group, worked out once per query (records share terms). */
type TermMatcher = (docTerm: string) => readonly (Match | null)[];

function termMatcher(groups: readonly QueryGroup[]): TermMatcher {
  const cache = new Map<string, (Match | null)[]>();
  return (docTerm) => {
    let row = cache.get(docTerm);
    if (!row) {
      row = groups.map((group) => {
        let best: Match | null = null;
        for (const term of group.terms) {
          const how = termMatches(term, docTerm);
          if (how === 'exact') return how;
          // A title-only synonym is exact where it applies: it outranks a typo of the word.
          if (how === 'title') best = how;
          else best ??= how;
        }
        return best;
      });
      cache.set(docTerm, row);
    }
    return row;
  };
}

function matchGroups(
  groups: readonly QueryGroup[],
  result: MiniSearchResult,
  matcher: TermMatcher,
  sharedFields: readonly string[],
): (GroupMatch | null)[] {
  const found: (GroupMatch | null)[] = groups.map(() => null);
  for (const docTerm of result.terms) {
    const allFields = result.match[docTerm] ?? [];
    const row = matcher(docTerm);
    for (let index = 0; index < row.length; index++) {
      const how = row[index];
      if (!how) continue;
      // A title-only synonym counts in the title alone.
      if (how === 'title' && !allFields.includes('lvl1')) continue;
      const match = (found[index] ??= {
        docTerms: new Set(),
        exact: false,
        fields: new Set(),
        placed: false,
      });
      match.docTerms.add(docTerm);
      if (how !== 'typo') match.exact = true;
      for (const field of allFields) {
        // A word in a heading many pages share ("Result") is body text here.
        if ((how === 'title' && field !== 'lvl1') || sharedFields.includes(field)) continue;
        match.fields.add(field);
        if (PLACED_FIELDS.has(field)) match.placed = true;
      }
    }
  }
  return found;
}

/** Whether a record matched any term in its own text (`ownFields`). */
function matchedInOwnText(result: MiniSearchResult, own: readonly string[]): boolean {
  for (const docTerm of result.terms)
    if (result.match[docTerm]?.some((field) => own.includes(field))) return true;
  return false;
}

/**
 * Where a record's matched words sit, from 0 to 2: each word counts 0 in the
 * page title, 0.5 in the page's keywords (an endpoint's method, path and
 * action), 1 in its description, its category or the record's own heading,
 * 2 elsewhere; the tier is the average.
 */
function placementTier(record: SearchRecord, matches: readonly (GroupMatch | null)[]): number {
  const found = matches.filter((match): match is GroupMatch => match !== null);
  if (found.length === 0) return 2;
  const summary = ['description', 'lvl0', ...(record.type === 'content' ? [] : [record.type])];
  const place = (match: GroupMatch) => {
    if (match.fields.has('lvl1')) return 0;
    if (match.fields.has('keywords')) return 0.5;
    if (summary.some((field) => match.fields.has(field))) return 1;
    return 2;
  };
  return found.reduce((sum, match) => sum + place(match), 0) / found.length;
}

/** What ranking needs of a record beyond its fields, worked out once. */
interface RecordFacts {
  readonly pathname: string;
  readonly compactOwnText: string;
  readonly kind: PageKind;
  /** The fields that are its own text (`ownFields`). */
  readonly own: readonly string[];
  /** Its headings that many pages share, read as body text (`sharedHeadingFields`). */
  readonly sharedFields: readonly string[];
}

/**
 * Builds the engine from the records (in the browser, once per session), or
 * from part of them with what the whole index `corpus` knows.
 */
export function createEngine(records: readonly SearchRecord[], corpus?: Corpus): Engine {
  const ownVocabulary = new Set<string>();
  const ids = new Map(records.map((record, index) => [record, index]));
  const miniSearch = createMiniSearch(ownVocabulary, (record) => ids.get(record) as number);
  const vocabulary: Vocabulary = corpus?.vocabulary ?? ownVocabulary;
  const recordCount = corpus?.recordCount ?? records.length;
  miniSearch.addAll([...records]);
  const shared = sharedHeadings(records);
  const keywordsByPage = new Map<string, string>();
  const pathnames = new Map<string, string>();
  const pathnameOf = (url: string) => {
    let pathname = pathnames.get(url);
    if (pathname === undefined) {
      pathname = new URL(url).pathname;
      pathnames.set(url, pathname);
    }
    return pathname;
  };
  const actionsByPage = new Map<string, ReadonlySet<string>>();
  const titleByPage = new Map<string, string>();
  for (const record of records) {
    if (record.type !== 'lvl1') continue;
    const pathname = pathnameOf(record.url);
    titleByPage.set(pathname, normalizeTerm(record.hierarchy.lvl1 ?? ''));
    if (record.keywords) keywordsByPage.set(pathname, record.keywords);
    actionsByPage.set(pathname, pageActions(record, pageKind(pathname, record.keywords)));
  }
  // By engine id: a query looks up thousands of records, a lookup by string key costs more.
  const facts: (RecordFacts | undefined)[] = [];
  const factsOf = (id: number, record: SearchRecord): RecordFacts => {
    let known = facts[id];
    if (!known) {
      const pathname = pathnameOf(record.url);
      known = {
        pathname,
        compactOwnText: compact(ownText(record)),
        kind: pageKind(pathname, keywordsByPage.get(pathname)),
        own: ownFields(record),
        sharedFields: sharedHeadingFields(record, shared),
      };
      facts[id] = known;
    }
    return known;
  };

  return {
    search(query, {limit = 20, offset = 0, perPage = Infinity} = {}) {
      const analyzed = analyzeQuery(query);
      const groups = searchedGroups(analyzed, vocabulary);
      // Nothing to look for: no word, or only single letters and digits (`' OR 1=1 --`).
      if (!groups.some((group) => isMeaningfulWord(group.word))) return {hits: [], nbHits: 0};
      // A query of small words only ("for", "with": Canvas tags) names a page, or nothing.
      const onlyStopWords = groups.every((group) => STOP_WORDS.has(group.word));
      const intent = queryIntent(query);
      const kindPenalties = intent.aboutChanges ? KIND_PENALTY_ASKED_ABOUT_CHANGES : KIND_PENALTY;
      // "in a template": a page of the Canvas docs before others that answer as well.
      const elsewhere = (pathname: string) =>
        intent.place !== null && !pathname.startsWith(intent.place) ? 1 : 0;
      // A question's first word after its frame is what the reader wants done ("how do I *replace*…").
      const action = analyzed.some((group) => group.optional)
        ? actionOf(groups, intent.aboutChanges)
        : null;
      // The action as the reader typed it and, misspelt ("repace"), as the pages have it (below).
      const actions = new Set(action === null ? [] : [action]);
      const doesAction = (pathname: string) => {
        const done = actionsByPage.get(pathname);
        return done !== undefined && [...actions].some((one) => done.has(one));
      };
      const wanted = compact(query);
      const wantedWords = compact(groups.map((group) => group.word).join(''));
      const results = miniSearch.search(miniSearchQuery(groups, vocabulary));
      const matcher = termMatcher(groups);

      // First pass: which groups each record matches, in its own text at least once.
      const matchedRecords: {
        record: SearchRecord;
        facts: RecordFacts;
        result: MiniSearchResult;
        groupMatches: (GroupMatch | null)[];
        matched: number;
      }[] = [];
      let bestMatched = 0;
      for (const result of results) {
        const id = result.id as number;
        const record = records[id];
        if (!record) continue;
        const recordFacts = factsOf(id, record);
        if (!matchedInOwnText(result, recordFacts.own)) continue;
        const groupMatches = matchGroups(groups, result, matcher, recordFacts.sharedFields);
        const matched = groupMatches.filter(Boolean).length;
        if (matched === 0) continue;
        bestMatched = Math.max(bestMatched, matched);
        matchedRecords.push({record, facts: recordFacts, result, groupMatches, matched});
      }
      if (action !== null)
        for (const entry of matchedRecords)
          if (entry.groupMatches[0]?.exact === false)
            for (const term of entry.groupMatches[0].docTerms) actions.add(stem(term));
      // How many records have each word: its weight, and whether it is common.
      const withWord = groups.map((group, index) =>
        corpus
          ? corpus.recordsWith(group)
          : matchedRecords.filter((entry) => entry.groupMatches[index]).length,
      );
      // Whether any page names each word in a title, heading, keywords or description: a word
      // only ever found in body text tells the reader's story ("when someone fills in"), not the subject.
      const named = groups.map((_, index) =>
        matchedRecords.some((entry) => entry.groupMatches[index]?.placed === true),
      );
      // What each page matches of each word, over all its records: a page answers or not as a whole.
      const pageMatches = new Map<string, (WordMatch | null)[]>();
      for (const {facts: recordFacts, groupMatches} of matchedRecords) {
        const {pathname} = recordFacts;
        const page = pageMatches.get(pathname) ?? groups.map(() => null);
        groupMatches.forEach((match, index) => {
          if (!match) return;
          const known = page[index];
          const {placed} = match;
          const inCategory = match.fields.has('lvl0');
          page[index] = {
            exact: match.exact || (known?.exact ?? false),
            placed: placed || (known?.placed ?? false),
            inCategory: inCategory || (known?.inCategory ?? false),
          };
        });
        pageMatches.set(pathname, page);
      }
      const evidence = new Map<string, {answers: boolean; standing: number}>();
      const pageEvidence = (pathname: string) => {
        let known = evidence.get(pathname);
        if (known === undefined) {
          const page = pageMatches.get(pathname) ?? [];
          const words = groups.map((group, index): WordEvidence => {
            const match = page[index];
            return {
              weight: subjectWeight(
                wordWeight(group.word, withWord[index] ?? 0, recordCount),
                named[index] ?? false,
                (withWord[index] ?? 0) === 0,
              ),
              match: match ? matchQuality(match.exact, group.word) : null,
              placed: match?.placed ?? false,
              common: isCommon(withWord[index] ?? 0, recordCount),
              unknown: (withWord[index] ?? 0) === 0,
            };
          });
          // The category says what a page is about too ("tag" of Canvas tags), for ranking only.
          const categorized = words.map((word, index) => ({
            ...word,
            placed: word.placed || (page[index]?.inCategory ?? false),
          }));
          const standing = pageStanding(categorized);
          const title = titleByPage.get(pathname);
          // The page's title as typed, or misspelt ("randmo" names `random`).
          const pageNamed = namesPage(
            words,
            groups.some((group, index) => {
              const match = page[index];
              if (!match || title === undefined) return false;
              if (match.exact) return group.word === title;
              return group.terms[0] !== undefined && termMatches(group.terms[0], title) === 'typo';
            }),
          );
          known = {
            answers: answersQuery(words, pageNamed) && isAboutEnough(words, standing),
            standing,
          };
          evidence.set(pathname, known);
        }
        return known;
      };
      // How many words each page matches over all its records: a question's words are spread
      // over a page (its title has some, a heading or its description the others). The most
      // any page that answers matches sets how many a result needs: a long page that has every
      // word of a question in passing does not push out the page that answers it.
      const pageMatched = new Map<string, number>();
      let bestPageMatched = 0;
      for (const [pathname, page] of pageMatches) {
        const count = page.filter(Boolean).length;
        pageMatched.set(pathname, count);
        if (count > bestPageMatched && pageEvidence(pathname).answers) bestPageMatched = count;
      }
      const n = groups.length;
      const floor = bestPageMatched === n ? (n >= 3 ? n - 1 : n) : Math.max(1, bestPageMatched - 1);

      // Second pass: rank the records that matched enough groups; the best record of each URL.
      const bestByUrl = new Map<string, Candidate>();
      for (const {record, facts, result, groupMatches, matched} of matchedRecords) {
        if ((pageMatched.get(facts.pathname) ?? 0) < floor) continue;
        const page = pageEvidence(facts.pathname);
        // A page that does not answer is out before its words are spelt out (most records are).
        if (!onlyStopWords && !page.answers) continue;
        const typos = groupMatches.filter((match) => match && !match.exact).length;
        // The words that matched, for a relaxed query ("zzzz date" is exactly `date`).
        const matchedWords = compact(
          groups
            .filter((_, index) => groupMatches[index])
            .map((group) => group.word)
            .join(''),
        );
        // The words as the page has them, for a misspelt query ("markdwn" is exactly `markdown`).
        const correctedWords = compact(
          groups
            .map((group, index) => {
              const terms = groupMatches[index]?.docTerms;
              if (!terms || groupMatches[index]?.exact) return group.word;
              return [...terms].find((term) => facts.compactOwnText.includes(term)) ?? group.word;
            })
            .join(''),
        );
        const exact = [wanted, wantedWords, matchedWords, correctedWords].includes(
          facts.compactOwnText,
        );
        const exactTier = exact ? (record.type === 'lvl1' ? 0 : 1) : 2;
        if (onlyStopWords && !exact) continue;
        const kindPenalty = kindPenalties[facts.kind];
        const tier = placementTier(record, groupMatches) + kindPenalty;
        const keys = [
          -(
            page.standing -
            kindPenalty * KIND_STANDING +
            (doesAction(facts.pathname) && elsewhere(facts.pathname) === 0 ? ACTION_STANDING : 0)
          ),
          elsewhere(facts.pathname),
          -(pageMatched.get(facts.pathname) ?? 0),
          -matched,
          exactTier,
          tier,
          typos,
          LEVEL_RANK[record.type],
          -result.score,
          record.position,
        ];
        const current = bestByUrl.get(record.url);
        if (current && compareKeys(keys, current.keys) >= 0) continue;
        bestByUrl.set(record.url, {
          record,
          pathname: facts.pathname,
          matched,
          score: result.score,
          keys,
          matches: groups.map((group, index) => ({
            queryTerm: group.word,
            docTerms: groupMatches[index]?.docTerms ?? new Set<string>(),
          })),
        });
      }

      const sorted = [...bestByUrl.values()].sort((a, b) => compareKeys(a.keys, b.keys));
      const shownOfPage = new Map<string, number>();
      const ranked = sorted.filter(({pathname}) => {
        const shown = shownOfPage.get(pathname) ?? 0;
        shownOfPage.set(pathname, shown + 1);
        return shown < perPage;
      });
      return {
        hits: ranked
          .slice(offset, offset + limit)
          .map(({record, matches, score}) => ({record, matches, score})),
        // Every section counts, as the results page lists them, even when `perPage` shows fewer.
        nbHits: sorted.length,
      };
    },
  };
}
