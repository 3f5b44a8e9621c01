/**
 * The frame of a question: the words that make a query a question, or set it in
 * the place every page of the site already is ("in a Canvas template", "with the
 * API"), not the subject. "How do I format a date in a Canvas template?" asks
 * about "format a date"; a page is not a better answer for also saying "template".
 *
 * Frame words are optional (query.ts), like stop words: they neither find pages
 * nor count in the no-answer decision. Phrases are written in the words of
 * text.ts (lower case; "what's" is "what s").
 *
 * Add a phrase here only if it says nothing about which page answers.
 * A long word of a phrase may be misspelt by one letter ("in a tmplate").
 */

import {isWordOrTypo} from '../editDistance';

/**
 * Phrases that set a question in a part of the site, and that part's path: they
 * find no page, but among pages that answer as well, one there comes first.
 */
export const PLACES: Readonly<Record<string, string>> = {
  'in a template': '/docs/canvas/',
  'in my template': '/docs/canvas/',
  'in the template': '/docs/canvas/',
  'in a canvas template': '/docs/canvas/',
  'in my canvas template': '/docs/canvas/',
  'into a template': '/docs/canvas/',
  'into my template': '/docs/canvas/',
  'into the template': '/docs/canvas/',
  'in canvas': '/docs/canvas/',
  'with canvas': '/docs/canvas/',
  'with the api': '/api/',
  'through the api': '/api/',
  'using the api': '/api/',
  'via the api': '/api/',
  'from the api': '/api/',
};

export const FRAME_PHRASES: readonly string[] = [
  // How a question starts.
  'how do i',
  'how do you',
  'how does one',
  'how can i',
  'how can you',
  'how should i',
  'how would i',
  'how to',
  'what s the way to',
  'what is the way to',
  'what s the best way to',
  'what is the best way to',
  'is there a way to',
  'is it possible to',
  'is there',
  'can i',
  'can you',
  'could i',
  'i want to',
  'i need to',
  'i would like to',
  'where do i',
  'where can i',
  'tell me how to',
  'help me',
  'please',
  'how can i tell',
  'how do i tell',
  'what is the difference between',
  // When it happens, not what happens.
  'every time',
  'each time',
  // An idiom, not a date: "keep the team page up to date".
  'up to date',
  // Where the answer is (PLACES): no page is a better answer for also saying "template".
  ...Object.keys(PLACES),
];

/** Articles a reader may leave out of a place phrase ("via api", "in templates"). */
const ARTICLES: ReadonlySet<string> = new Set(['a', 'my', 'the']);

/** A phrase as written and, when it has an article, without it. */
function withAndWithoutArticle(phrase: string): string[][] {
  const words = phrase.split(' ');
  const bare = words.filter((word) => !ARTICLES.has(word));
  return bare.length === words.length ? [words] : [words, bare];
}

const PHRASES = FRAME_PHRASES.flatMap((phrase) =>
  phrase in PLACES ? withAndWithoutArticle(phrase) : [phrase.split(' ')],
);
const PLACE_PHRASES = Object.entries(PLACES).flatMap(([phrase, place]) =>
  withAndWithoutArticle(phrase).map((words) => ({words, place})),
);

function phraseAt(words: readonly string[], phrase: readonly string[], start: number): boolean {
  return phrase.every((word, offset) => isWordOrTypo(words[start + offset], word));
}

/** Which of the query's words (normalized) belong to a frame phrase. */
export function frameWords(words: readonly string[]): boolean[] {
  const inFrame = words.map(() => false);
  for (const phrase of PHRASES) {
    for (let start = 0; start + phrase.length <= words.length; start++) {
      if (!phraseAt(words, phrase, start)) continue;
      for (let index = start; index < start + phrase.length; index++) inFrame[index] = true;
    }
  }
  return inFrame;
}

/** The part of the site the question sets itself in ("in a template": the Canvas docs), or null. */
export function framePlace(words: readonly string[]): string | null {
  for (const {words: phrase, place} of PLACE_PHRASES)
    for (let start = 0; start + phrase.length <= words.length; start++)
      if (phraseAt(words, phrase, start)) return place;
  return null;
}
