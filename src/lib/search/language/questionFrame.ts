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
 */
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
  // Where every page of the site already is.
  'in a template',
  'in my template',
  'in the template',
  'in a canvas template',
  'in my canvas template',
  'in canvas',
  'with canvas',
  'with the api',
  'through the api',
  'using the api',
  'via the api',
  'from the api',
];

const PHRASES = FRAME_PHRASES.map((phrase) => phrase.split(' '));

/** Which of the query's words (normalized) belong to a frame phrase. */
export function frameWords(words: readonly string[]): boolean[] {
  const inFrame = words.map(() => false);
  for (const phrase of PHRASES) {
    for (let start = 0; start + phrase.length <= words.length; start++) {
      if (!phrase.every((word, offset) => words[start + offset] === word)) continue;
      for (let index = start; index < start + phrase.length; index++) inFrame[index] = true;
    }
  }
  return inFrame;
}
