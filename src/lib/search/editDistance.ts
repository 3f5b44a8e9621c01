/** How far apart two words are, for typos: in the engine and in the frame of a question. */

/**
 * Edit distance between a and b, where swapping two neighbouring letters is one
 * edit ("revrese" is one typo from "reverse"), or max + 1 as soon as it exceeds max.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
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

/** The three letters at `start`, rearranged as one slip of the fingers can: the outer two swapped, or one moved across two. */
function rearranged(letters: string): string[] {
  const [x = '', y = '', z = ''] = [...letters];
  return [z + y + x, y + z + x, z + x + y];
}

/**
 * The forms of a word with one letter two places from where the reader typed it ("lunix": linux;
 * "whoiam": whoami). The edit distance counts each as two edits, the fingers made one slip. The
 * first letter stays, as it does for every typo the search reads.
 */
export function movedLetterForms(word: string): string[] {
  if (word.length < MOVED_LETTER_FROM) return [];
  const forms = new Set<string>();
  for (let start = 1; start + 3 <= word.length; start++)
    for (const letters of rearranged(word.slice(start, start + 3)))
      forms.add(word.slice(0, start) + letters + word.slice(start + 3));
  forms.delete(word);
  return [...forms];
}

/** Whether `docTerm` is one of `word`'s moved-letter forms (see `movedLetterForms`). */
export function isMovedLetter(word: string, docTerm: string): boolean {
  if (word.length !== docTerm.length || word.length < MOVED_LETTER_FROM || word[0] !== docTerm[0])
    return false;
  let first = -1;
  let last = -1;
  for (let index = 0; index < word.length; index++) {
    if (word[index] === docTerm[index]) continue;
    if (first < 0) first = index;
    last = index;
  }
  if (first < 0 || last - first !== 2) return false;
  const letters = (text: string) => [...text.slice(first, last + 1)].sort().join('');
  return letters(word) === letters(docTerm);
}
