/**
 * The question in a longer message. An assistant passes on what the reader wrote,
 * often a few sentences of context and then the question ("I run a recipe site…
 * How do I turn a title into a URL-friendly slug?"). The context says who asks;
 * the question says which page answers. A query of several sentences is searched
 * by its last question: the last sentence that ends with "?" or opens with a
 * question word. A query of one sentence is searched as it is.
 */

/** A sentence ends at ".", "!" or "?" followed by white space ("3.4.1", "node.js" do not end one). */
const SENTENCE_END = /[.!?]+\s+/g;
const QUESTION_START =
  /^(?:how|what|what's|which|where|when|why|who|can|could|should|is|are|does|do)\b/i;

export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const end of text.matchAll(SENTENCE_END)) {
    sentences.push(text.slice(start, end.index + end[0].trimEnd().length).trim());
    start = end.index + end[0].length;
  }
  sentences.push(text.slice(start).trim());
  return sentences.filter((sentence) => sentence !== '');
}

export function questionFocus(query: string): string {
  const sentences = sentencesOf(query);
  if (sentences.length < 2) return query;
  const question = [...sentences]
    .reverse()
    .find((sentence) => sentence.endsWith('?') || QUESTION_START.test(sentence));
  return question ?? query;
}
