/** How far apart two words are, for typos: in the engine and in the frame of a question. */

/**
 * Edit distance between a and b, where swapping two neighbouring letters is one
 * edit ("revrese" is one typo from "reverse"), or max + 1 as soon as it exceeds max.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // The common case, one typo, is decided without building the table.
  if (max === 1) return a === b ? 0 : withinOneEdit(a, b) ? 1 : 2;
  let beforePrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Whether a and b (of lengths at most one apart) are one edit apart, a neighbour swap counting one. */
function withinOneEdit(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let first = 0;
  while (first < short.length && short[first] === long[first]) first++;
  const sameFrom = (shortFrom: number, longFrom: number) => {
    for (let i = shortFrom, j = longFrom; i < short.length; i++, j++)
      if (short[i] !== long[j]) return false;
    return true;
  };
  // One letter more in the longer word.
  if (short.length !== long.length) return sameFrom(first, first + 1);
  // One letter replaced, or two neighbours swapped.
  return (
    sameFrom(first + 1, first + 1) ||
    (short[first] === long[first + 1] &&
      short[first + 1] === long[first] &&
      sameFrom(first + 2, first + 2))
  );
}

/**
 * Whether `typed` is `word` after one slip that keeps its first letter: a letter left out, one
 * typed twice or one too many, or two neighbours swapped. A letter replaced is not one: it makes
 * other words ("world" from "would", "white" from "while").
 */
export function isSlipOf(typed: string, word: string): boolean {
  if (typed[0] !== word[0]) return false;
  const apart = Math.abs(typed.length - word.length);
  return apart === 1 ? withinOneEdit(typed, word) : apart === 0 && swapsOf(typed).includes(word);
}

/** From this length on, a word may be one typo from the word it means, where the search reads set phrases. */
const SET_PHRASE_TYPO_FROM = 5;

/**
 * Whether the reader's word is `word`, or it with one typo when `word` is long enough: for the
 * set phrases of query understanding (a question's frame, the synonym table), not for the index.
 */
export function isWordOrTypo(typed: string | undefined, word: string): boolean {
  if (typed === undefined) return false;
  if (typed === word) return true;
  return word.length >= SET_PHRASE_TYPO_FROM && boundedDistance(typed, word, 1) <= 1;
}

/** From this length on, a letter typed two places from where it belongs is one typo. */
const MOVED_LETTER_FROM = 5;

/** The word with two neighbouring letters swapped, at each place ("whcih" from "which"). */
function swapsOf(word: string): string[] {
  const forms: string[] = [];
  for (let start = 0; start + 2 <= word.length; start++)
    forms.push(word.slice(0, start) + word[start + 1] + word[start] + word.slice(start + 2));
  return forms;
}

/**
 * The forms of a word after one slip of the fingers that the edit distance counts as two edits:
 * two neighbouring letters swapped (MiniSearch counts a swap as two), and, from
 * `MOVED_LETTER_FROM` letters on, a letter two places from where it belongs ("lunix": linux;
 * "whoiam": whoami). A moved letter is never the first: a typo keeps the first letter.
 */
export function slipForms(word: string): string[] {
  const forms = new Set<string>(swapsOf(word));
  const put = (start: number, letters: string) =>
    forms.add(word.slice(0, start) + letters + word.slice(start + letters.length));
  if (word.length >= MOVED_LETTER_FROM)
    for (let start = 1; start + 3 <= word.length; start++) {
      const [x = '', y = '', z = ''] = word.slice(start, start + 3);
      for (const letters of [z + y + x, y + z + x, z + x + y]) put(start, letters);
    }
  forms.delete(word);
  return [...forms];
}

/** The letters a slip may have left out or a replaced letter may be: the index's words are ASCII. */
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The words that `word` may be a slip of (`isSlipOf`): with a letter put back, one taken out, or
 * two neighbours swapped back, its first letter kept.
 */
export function slipsOf(word: string): string[] {
  const forms = new Set(swapsOf(word).filter((form) => form[0] === word[0]));
  for (let at = 1; at <= word.length; at++) {
    for (const letter of LETTERS) forms.add(word.slice(0, at) + letter + word.slice(at));
    if (at < word.length) forms.add(word.slice(0, at) + word.slice(at + 1));
  }
  forms.delete(word);
  return [...forms];
}

/** The words one letter replaced away from `word`, keeping its first letter. */
export function replacementsOf(word: string): string[] {
  const forms: string[] = [];
  for (let at = 1; at < word.length; at++)
    for (const letter of LETTERS)
      if (letter !== word[at]) forms.push(word.slice(0, at) + letter + word.slice(at + 1));
  return forms;
}
