/**
 * A misspelt word read as the one word of the site it is a slip of: a letter left out, one too
 * many, or two neighbours swapped, the first letter kept (`isSlipOf`), and in a long word a letter
 * replaced. Such a word is searched as its correction, so the query finds and ranks what the word
 * typed right would; a typo that could be one of several words keeps the engine's typo matching.
 */
import {analyzeQuery, maxTypos, type QueryGroup} from './query';
import {stem} from './language/stem';
import {replacementsOf, slipsOf} from './editDistance';
import {SURE_TYPO_FROM} from './answerable';

/**
 * The one word of the site (by its stem) that `word` is a slip of, or null: when no word is, or
 * when the site has another word one edit away (a letter replaced: "evan" may be even or evian).
 * A word of `SURE_TYPO_FROM` letters or more may have a letter replaced too ("upfate": update):
 * a long word has few neighbours, where a short one's may be the word meant ("mace" is not make).
 */
export function slipCorrection(word: string, has: (term: string) => boolean): string | null {
  if (maxTypos(word) === 0 || has(word) || has(stem(word))) return null;
  // Forms of one word: the longest is the word, where a shorter may be only its stem ("delet").
  const slips = slipsOf(word)
    .filter(has)
    .sort((a, b) => b.length - a.length);
  const others = replacementsOf(word).filter(has);
  const stems = new Set([...slips, ...others].map((form) => stem(form)));
  if (stems.size !== 1) return null;
  return slips[0] ?? ([...word].length >= SURE_TYPO_FROM ? (others[0] ?? null) : null);
}

/**
 * The group searched as the word it is a slip of, with that word's stem and synonyms, else as it
 * is. The last word while it is typed ("temp") may be the start of another word (template): it
 * is searched as a prefix too.
 */
export function correctedSlip(group: QueryGroup, has: (term: string) => boolean): QueryGroup {
  const [typed] = group.terms;
  if (!typed || typed.typos === 0) return group;
  const correction = slipCorrection(typed.term, has);
  if (correction === null) return group;
  const [corrected] = analyzeQuery(correction);
  if (!corrected) return group;
  const terms = corrected.terms.map((term, index) => ({
    ...term,
    typos: 0,
    prefix: index === 0 && typed.prefix,
  }));
  // What the word's phrase found ("rleease notes": the changelog) stays; its misspelt stem goes.
  const fromPhrase = group.terms
    .slice(1)
    .filter(({term}) => term !== stem(typed.term) && terms.every((known) => known.term !== term));
  const typedPrefix = typed.prefix ? [{term: typed.term, typos: 0, prefix: true}] : [];
  return {...group, word: correction, terms: [...terms, ...fromPhrase, ...typedPrefix]};
}
