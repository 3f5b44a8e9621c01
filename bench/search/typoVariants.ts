/**
 * Misspelt variants of a query, for a larger measure of typos than the written sets: each long
 * word of the query misspelt in the four ways readers slip (a letter left out, two neighbours
 * swapped, a key's neighbour struck, a letter typed twice), one at a time, at a place that
 * depends only on the word, so every run makes the same variants.
 */

export type TypoKind = 'drop' | 'swap' | 'neighbour' | 'double';

export interface TypoVariant {
  readonly kind: TypoKind;
  /** The word as written in the query, and as misspelt. */
  readonly word: string;
  readonly typo: string;
  readonly query: string;
}

/** Words shorter than this are left as they are: the engine allows no typo under 4 letters. */
export const TYPO_WORD_FROM = 5;

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** The key to the right of a letter on a QWERTY keyboard (to the left at a row's end). */
export function neighbourKey(letter: string): string {
  for (const row of KEYBOARD_ROWS) {
    const at = row.indexOf(letter);
    if (at >= 0) return row[at + 1] ?? row[at - 1] ?? letter;
  }
  return letter;
}

/** Where a word is misspelt: never at its first letter, which readers' typos keep (engine.ts). */
export function typoPlace(word: string): number {
  let hash = 0;
  for (const char of word) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return 1 + (hash % (word.length - 2));
}

const EDITS: Record<TypoKind, (word: string, at: number) => string> = {
  drop: (word, at) => word.slice(0, at) + word.slice(at + 1),
  swap: (word, at) =>
    word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2),
  neighbour: (word, at) => word.slice(0, at) + neighbourKey(word.charAt(at)) + word.slice(at + 1),
  double: (word, at) => word.slice(0, at) + word.charAt(at) + word.slice(at),
};

/** The variants of a query: each word of letters only, `TYPO_WORD_FROM` long or more, not a small word. */
export function typoVariants(query: string, smallWords: ReadonlySet<string>): TypoVariant[] {
  const words = query.split(' ');
  const variants: TypoVariant[] = [];
  words.forEach((word, index) => {
    if (!/^[a-z]+$/i.test(word) || word.length < TYPO_WORD_FROM) return;
    if (smallWords.has(word.toLowerCase())) return;
    const at = typoPlace(word.toLowerCase());
    for (const [kind, edit] of Object.entries(EDITS) as [TypoKind, (typeof EDITS)[TypoKind]][]) {
      const typo = edit(word, at);
      if (typo === word) continue;
      const misspelt = [...words.slice(0, index), typo, ...words.slice(index + 1)].join(' ');
      variants.push({kind, word, typo, query: misspelt});
    }
  });
  return variants;
}
