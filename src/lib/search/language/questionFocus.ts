/**
 * The question in a longer message. An assistant passes on what the reader wrote,
 * often a few sentences of context and then the question ("I run a recipe site…
 * How do I turn a title into a URL-friendly slug?"). The context says who asks;
 * the question says which page answers. A query of several sentences is searched
 * by its last question: the last sentence that ends with "?" or opens with a
 * question word. A question that ends pointing back ("How do I stop that?") or
 * has fewer than `MIN_OWN_WORDS` words besides stop words ("Where is that file kept?") is
 * searched with the sentence before it, which says what "that" is. A query of
 * one sentence is searched as it is.
 */

import {normalizeTerm, queryTerms} from '../text';
import {STOP_WORDS} from './stopWords';

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

/** Words that point back to the sentence before ("How do I stop that?"). */
const POINTS_BACK = /\b(?:that|this|it|them|there|those|these)\s*[?.!]*$/i;
/** Fewer words than this besides stop words, and a question needs its context ("Where is that file kept?"). */
const MIN_OWN_WORDS = 3;

function ownWords(sentence: string): number {
  return queryTerms(sentence)
    .map(normalizeTerm)
    .filter((word) => !STOP_WORDS.has(word)).length;
}

export function questionFocus(query: string): string {
  const sentences = sentencesOf(query);
  if (sentences.length < 2) return query;
  const isQuestion = (sentence: string) => sentence.endsWith('?') || QUESTION_START.test(sentence);
  let at = sentences.length - 1;
  while (at >= 0 && !isQuestion(sentences[at] ?? '')) at -= 1;
  if (at < 0) return query;
  const question = sentences[at] ?? query;
  if (at > 0 && (POINTS_BACK.test(question) || ownWords(question) < MIN_OWN_WORDS))
    return `${sentences[at - 1]} ${question}`;
  return question;
}
