/**
 * A light English stemmer, the same for pages and queries, so that "values"
 * meets "value", "sorting" meets "sort" and "escaped" meets "escape". It only
 * has to make the forms of one word meet, not produce a dictionary word:
 * a final "e" is dropped too ("escape" and "escaping" both give "escap").
 * Words under 4 letters and words with digits are left as they are.
 */

const VOWEL = /[aeiouy]/;

function dropSuffix(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (/(?:[sxz]|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  for (const suffix of ['ing', 'ed']) {
    if (!word.endsWith(suffix)) continue;
    const base = word.slice(0, -suffix.length);
    // "string", "red", "bed": what is left must still be a word with a vowel.
    if (base.length < 4 || !VOWEL.test(base)) return word;
    // mapping -> map, nested -> nest
    return /([^aeiouls])\1$/.test(base) ? base.slice(0, -1) : base;
  }
  return word;
}

export function stem(word: string): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  const base = dropSuffix(word);
  return base.length > 4 && base.endsWith('e') ? base.slice(0, -1) : base;
}
