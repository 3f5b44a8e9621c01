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
 * A long word of a phrase may be misspelt by one letter, in any of its forms ("in a tmplate",
 * "in tmplates").
 */

import {isWordOrTypo} from '../editDistance';
import {stem} from './stem';

/**
 * Phrases that set a question in a part of the site, and that part's path: they
 * find no page, but among pages that answer as well, one there comes first.
 * Written without articles: "in template" is also "in a template", "in my
 * template" and "in the template".
 */
export const PLACES: Readonly<Record<string, string>> = {
  'in template': '/docs/canvas/',
  'in canvas template': '/docs/canvas/',
  'into template': '/docs/canvas/',
  'in canvas': '/docs/canvas/',
  'with canvas': '/docs/canvas/',
  'with api': '/api/',
  'through api': '/api/',
  'using api': '/api/',
  'via api': '/api/',
  'from api': '/api/',
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

/** Articles that may come before any word of a place phrase but its first. */
const ARTICLES: ReadonlySet<string> = new Set(['a', 'my', 'the']);

const PHRASES = FRAME_PHRASES.map((phrase) => ({words: phrase.split(' '), place: PLACES[phrase]}));

/** Whether the reader's word is a phrase's word, or it misspelt, in another form too ("in tmplates"). */
function isFrameWord(typed: string, word: string): boolean {
  return isWordOrTypo(typed, word) || isWordOrTypo(stem(typed), stem(word));
}

/** Where a phrase that starts at `start` ends, or -1 when it is not there. */
function phraseEnd(
  words: readonly string[],
  {words: phrase, place}: {words: readonly string[]; place?: string},
  start: number,
): number {
  let at = start;
  for (const [offset, word] of phrase.entries()) {
    if (place && offset > 0 && ARTICLES.has(words[at] ?? '')) at++;
    if (at >= words.length || !isFrameWord(words[at] ?? '', word)) return -1;
    at++;
  }
  return at;
}

/** Which of the query's words (normalized) belong to a frame phrase. */
export function frameWords(words: readonly string[]): boolean[] {
  const inFrame = words.map(() => false);
  for (const phrase of PHRASES) {
    for (let start = 0; start < words.length; start++) {
      const end = phraseEnd(words, phrase, start);
      for (let index = start; index < end; index++) inFrame[index] = true;
    }
  }
  return inFrame;
}

/** The part of the site the question sets itself in ("in a template": the Canvas docs), or null. */
export function framePlace(words: readonly string[]): string | null {
  for (const phrase of PHRASES)
    if (phrase.place)
      for (let start = 0; start < words.length; start++)
        if (phraseEnd(words, phrase, start) > 0) return phrase.place;
  return null;
}
