/**
 * A light English stemmer, the same for pages and queries, so that "values"
 * meets "value", "sorting" meets "sort" and "escaped" meets "escape". It only
 * has to make the forms of one word meet, not produce a dictionary word:
 * a final "e" is dropped too ("escape" and "escaping" both give "escap").
 * A noun made from a verb meets the verb ("authentication" and "authenticate",
 * "verification" and "verify", "localization" and "localize"), since readers
 * ask with the verb and pages are titled with the noun.
 * Words under 4 letters and words with digits are left as they are.
 */

const VOWEL = /[aeiouy]/;

/** The verb a noun is made from: -ification to -ify, -ization to -ize, -ation to -ate. */
const NOUN_TO_VERB: readonly (readonly [string, string])[] = [
  ['ification', 'ify'],
  ['ization', 'ize'],
  ['isation', 'ize'],
  ['ations', 'ate'],
  ['ation', 'ate'],
];

function asVerb(word: string): string {
  for (const [noun, verb] of NOUN_TO_VERB) {
    // "nation", "station": what is left must be more than a syllable (3 letters or more: "ver|ify").
    if (word.endsWith(noun) && word.length - noun.length >= 3)
      return word.slice(0, -noun.length) + verb;
  }
  return word;
}

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
  const base = dropSuffix(asVerb(word));
  return base.length > 4 && base.endsWith('e') ? base.slice(0, -1) : base;
}
