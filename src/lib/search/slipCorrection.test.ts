import {correctedSlip, slipCorrection} from './slipCorrection';
import {analyzeQuery} from './query';

const site = (...words: string[]) => {
  const has = new Set(words);
  return (term: string) => has.has(term);
};

test('a word the site lacks is read as the one word it is a slip of', () => {
  expect(slipCorrection('eent', site('event', 'events'))).toBe('event');
  expect(slipCorrection('itmes', site('items', 'item'))).toBe('items');
  // The site has a word and its stem: the word, not the stem ("delet").
  expect(slipCorrection('delte', site('delete', 'delet'))).toBe('delete');
});

test('no correction when the site has the word, when the word is short, or when it could be two words', () => {
  expect(slipCorrection('event', site('event'))).toBeNull();
  // Under four letters a word has no typos at all.
  expect(slipCorrection('fro', site('for', 'from'))).toBeNull();
  // "proect": project or protect.
  expect(slipCorrection('proect', site('project', 'protect'))).toBeNull();
  // "evan": a slip of "evian", and a letter replaced from "even".
  expect(slipCorrection('evan', site('evian', 'even'))).toBeNull();
  expect(slipCorrection('zzzz', site('event'))).toBeNull();
});

test('a long word one letter replaced from one word of the site is read as that word; a short one is not', () => {
  // Six letters or more: few words are so near ("upfate": update, "collectoon": collection).
  expect(slipCorrection('upfate', site('update'))).toBe('update');
  expect(slipCorrection('collectoon', site('collection', 'collections'))).toBe('collection');
  // A short word one letter from another may be a word the reader meant: "mace" is not make.
  expect(slipCorrection('mace', site('make'))).toBeNull();
  // Two words as near: "tablex" may be tablet or tables.
  expect(slipCorrection('tablex', site('tablet', 'tables'))).toBeNull();
});

test("a corrected word is searched as the word, with the word's synonyms; the last word as a prefix too", () => {
  const has = site('picture', 'image', 'template');
  const [typed] = analyzeQuery('pictre ');
  const corrected = correctedSlip(typed!, has);
  expect(corrected.word).toBe('picture');
  expect(corrected.terms.map(({term, typos}) => [term, typos])).toEqual(
    expect.arrayContaining([
      ['picture', 0],
      ['image', 0],
    ]),
  );
  // While it is typed, "tempalte" might be a word that starts so: it is searched as typed too.
  const [last] = analyzeQuery('tempalte');
  expect(correctedSlip(last!, has).terms).toEqual(
    expect.arrayContaining([
      expect.objectContaining({term: 'template', prefix: true}),
      expect.objectContaining({term: 'tempalte', typos: 0, prefix: true}),
    ]),
  );
  // What the word's phrase finds stays: "rleease notes" is the changelog.
  const [release] = analyzeQuery('rleease notes');
  expect(correctedSlip(release!, site('release', 'note')).terms.map(({term}) => term)).toEqual(
    expect.arrayContaining(['release', 'changelog']),
  );
  // A word with no one correction is left to the engine's typos.
  const [unknown] = analyzeQuery('zzzz ');
  expect(correctedSlip(unknown!, has)).toBe(unknown);
});
