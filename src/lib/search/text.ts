/**
 * Words as search sees them. Indexing and querying split text the same way,
 * so that `json_encode`, `json encode` and `jsonencode` meet:
 *
 * - text is cut into chunks of letters, digits, `_` and `-`, and the dots
 *   inside a chunk (`3.4.1`, `node.js`, `loop.index`);
 * - in the index a chunk gives its runs of letters and digits and, when it has
 *   separators, the runs joined (`json_encode` -> json, encode, jsonencode);
 * - in a query a chunk with separators gives only the joined form, so that
 *   `json_en` is one word the reader is still typing.
 *
 * Terms are lower case without diacritics.
 */

// Dots inside a word join it too: a version ("3.4.1" gives 3, 4, 1 and 341, as "courier 3.4.1"
// is searched), a product or a property (`node.js`, `loop.index`). A dot that ends a sentence does not.
const CHUNK = /[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*/gu;
const RUN = /[\p{L}\p{N}]+/gu;

/** Lower case, diacritics removed (`Élan` -> `elan`). */
export function normalizeTerm(term: string): string {
  // Most terms are plain ASCII: nothing to decompose (indexing calls this for every word).
  if (/^[\x20-\x7e]*$/.test(term)) return term.toLowerCase();
  return term
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

function runsOf(chunk: string): string[] {
  return chunk.match(RUN) ?? [];
}

/** The terms a text contributes to the index. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const chunk of text.match(CHUNK) ?? []) {
    const runs = runsOf(chunk);
    terms.push(...runs);
    if (runs.length > 1) terms.push(runs.join(''));
    // A host name is also searched by its end: `my-site.tessera.site` by `tessera.site`.
    const dotted = chunk.split('.');
    const isHost = /^\p{L}+$/u.test(dotted.at(-1) ?? '');
    for (let start = 1; isHost && start < dotted.length - 1; start++) {
      const tail = runsOf(dotted.slice(start).join('.'));
      if (tail.length > 1) terms.push(tail.join(''));
    }
  }
  return terms;
}

/** The terms of a query, in the order typed; the last one may be a prefix. */
export function queryTerms(query: string): string[] {
  return queryChunks(query).map((chunk) => chunk.term);
}

/** Each term of a query with its runs and the text it was typed as (`null-coalescing`: nullcoalescing, from null and coalescing). */
export function queryChunks(query: string): {term: string; runs: string[]; text: string}[] {
  const chunks: {term: string; runs: string[]; text: string}[] = [];
  for (const chunk of query.match(CHUNK) ?? []) {
    const runs = runsOf(chunk);
    const term = runs.join('');
    if (term) chunks.push({term, runs, text: chunk});
  }
  return chunks;
}

/** A query or a title reduced to its letters and digits, for exact-match ranking (`JSON encode` -> `jsonencode`). */
export function compact(text: string): string {
  return normalizeTerm(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

// Highlights escape as every hand-built piece of HTML on the site does (resultsPage decodes it).
export {escapeHtml} from '../../canvas/escapeHtml';
