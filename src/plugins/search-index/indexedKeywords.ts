/**
 * The part of a page's keywords the index keeps: the words that find the page by something its
 * title does not already say. Writers list phrases as readers say them ("edit a post", "edit an
 * article"); search reads words and drops small words from every query (stopWords.ts), so a small
 * word, a repeated word or a word the title has in the same form adds bytes to the
 * index head, which the first query waits for, and finds nothing more. A word the description
 * also has stays: a page about a word in both counts it in both (engine.ts). An endpoint's path
 * (`/admin/v1/posts`) is kept whole: it tells an endpoint page from an overview (ranking.ts).
 */
import {STOP_WORDS} from '../../lib/search/language/stopWords';
import {indexTerms, normalizeTerm} from '../../lib/search/text';

/**
 * A text's terms as written (normalized): a word the title has in another form stays, since a
 * misspelling is matched against the form written ("authenitcate" is one swap from
 * "authenticate", further from the title's "authentication").
 */
function termsOf(text: string): string[] {
  return indexTerms(text).map((term) => normalizeTerm(term));
}

export function indexedKeywords(keywords: string, title: string): string {
  const known = new Set(termsOf(title));
  const kept: string[] = [];
  for (const word of keywords.split(/\s+/).filter(Boolean)) {
    const terms = termsOf(word);
    const small = STOP_WORDS.has(normalizeTerm(word));
    const told = terms.every((term) => known.has(term));
    if (!word.startsWith('/') && (small || told)) continue;
    kept.push(word);
    terms.forEach((term) => known.add(term));
  }
  return kept.join(' ');
}
