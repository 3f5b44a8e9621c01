/**
 * A question about the site's history: "when was the slug filter added", "when did
 * api keys get their prefixes", "what changed in courier 3.4". Its answer is a
 * changelog entry, which otherwise comes after the reference page with the same
 * words (ranking.ts); and its words of change ("added", "removed") say that it
 * asks about history, not which entry answers, so they are part of its frame.
 */
import {isWordOrTypo} from '../editDistance';

/** How a question about history starts, in the words of text.ts. */
const OPENINGS: readonly (readonly string[])[] = [
  ['when', 'did'],
  ['when', 'was'],
  ['when', 'were'],
  ['when', 'has'],
  ['when', 'have'],
  ['since', 'when'],
  ['what', 'changed'],
  ['what', 's', 'new'],
  ['what', 'is', 'new'],
];

/** Words that, in a question about history, only say that something changed. */
export const CHANGE_WORDS: ReadonlySet<string> = new Set([
  'add',
  'added',
  'change',
  'changed',
  'introduce',
  'introduced',
  // "what's new in courier 3.4"
  'new',
  'release',
  'released',
  'remove',
  'removed',
  'ship',
  'shipped',
  'start',
  'started',
  'stop',
  'stopped',
]);

/**
 * Whether a word of a question about history only says that something changed, as typed or
 * misspelt as the question's frame may be ("when were custom roles aded").
 */
export function isChangeWord(word: string): boolean {
  return [...CHANGE_WORDS].some((change) => isWordOrTypo(word, change));
}

/**
 * "which version added winget", "which courier release started…": a question that asks for a
 * release. ("What version of Node does courier need" asks what to install, so "what" is not enough.)
 */
const RELEASE_WORDS = new Set(['version', 'versions', 'release', 'releases']);
/** How far after "which" the word for a release may come ("which Courier CLI release"). */
const RELEASE_WITHIN = 3;

/** Whether the query's words (normalized, in order) ask when something changed. */
export function asksAboutChanges(words: readonly string[]): boolean {
  if (OPENINGS.some((opening) => opening.every((word, index) => isWordOrTypo(words[index], word))))
    return true;
  return (
    words[0] === 'which' &&
    words.slice(1, 1 + RELEASE_WITHIN).some((word) => RELEASE_WORDS.has(word))
  );
}
