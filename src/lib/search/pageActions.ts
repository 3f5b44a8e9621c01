/**
 * What a page does, and what a question asks to have done. A reference page's
 * description starts with its verb ("Replaces parts of a string", "Keeps the
 * items of a list…": CONTRIBUTING.md), and its title is often the verb itself
 * (`replace`, `filter`). A question's first word after its frame names the
 * action ("how do I *replace* a word in a string"). When the two meet, the page
 * does what the reader asks, where another page only mentions the same words
 * ("separate words" among `split`'s keywords).
 */
import {stem} from './language/stem';
import type {PageKind} from './ranking';
import {indexTerms, normalizeTerm} from './text';
import type {SearchRecord} from './types';

/** How much a page that does what the question asks gains in standing (see `pageStanding`). */
export const ACTION_STANDING = 0.2;
/** Fewer words than this, and a query names a thing rather than asks for an action. */
export const ACTION_MIN_WORDS = 3;

const firstTerm = (text: string | undefined): string | null => {
  const [first] = indexTerms(text ?? '');
  return first === undefined ? null : stem(normalizeTerm(first));
};

/**
 * The stems of a page's title's first word and its description's first word. A changelog
 * entry's description starts with what changed ("Courier 3.4 ships…"), not with a verb.
 */
export function pageActions(record: SearchRecord, kind: PageKind): ReadonlySet<string> {
  const actions = new Set<string>();
  const title = firstTerm(record.hierarchy.lvl1 ?? undefined);
  if (title !== null) actions.add(title);
  const description = kind === 'changelog' ? null : firstTerm(record.description);
  if (description !== null) actions.add(description);
  return actions;
}

/**
 * The action a question asks for, as a stem: its first word that finds pages, when it has
 * `ACTION_MIN_WORDS` of them. None for a question about history: its answer is an entry
 * of the changelog, whatever the verb.
 */
export function actionOf(
  words: readonly {readonly word: string}[],
  aboutChanges: boolean,
): string | null {
  if (aboutChanges || words.length < ACTION_MIN_WORDS) return null;
  const [first] = words;
  return first === undefined ? null : stem(first.word);
}
