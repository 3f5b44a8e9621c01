import {
  boundedDistance,
  isSlipOf,
  isWordOrTypo,
  replacementsOf,
  slipForms,
  slipsOf,
} from './editDistance';

test('bounded edit distance: a swap of neighbours is one edit, and it stops past the bound', () => {
  expect(boundedDistance('date', 'date', 1)).toBe(0);
  expect(boundedDistance('dste', 'date', 1)).toBe(1);
  expect(boundedDistance('dtae', 'date', 1)).toBe(1);
  expect(boundedDistance('dtea', 'date', 1)).toBe(2);
  expect(boundedDistance('a', 'abcdef', 2)).toBe(3);
});

test('a word of a set phrase may have one typo from five letters on', () => {
  expect(isWordOrTypo('tmplate', 'template')).toBe(true);
  expect(isWordOrTypo('tmplte', 'template')).toBe(false);
  expect(isWordOrTypo('sim', 'sum')).toBe(false);
  expect(isWordOrTypo(undefined, 'sum')).toBe(false);
});

test('a slip of the fingers: neighbours swapped, or a letter two places from where it belongs', () => {
  expect(slipForms('lsit')).toContain('list');
  expect(slipForms('dtae')).toContain('date');
  expect(slipForms('lunix')).toContain('linux');
  expect(slipForms('whoiam')).toContain('whoami');
  // A moved letter keeps the first letter; short words only swap neighbours; further apart is two slips.
  expect(slipForms('ulnix')).not.toContain('linux');
  expect(slipForms('dtea')).not.toContain('date');
  expect(slipForms('luxin')).not.toContain('linux');
  expect(slipForms('lunix')).not.toContain('lunix');
});

test('one typo is decided as the full table decides it', () => {
  // Words over a small alphabet, so that near words are frequent: seeded, the same every run.
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const word = () =>
    Array.from({length: 1 + Math.floor(random() * 6)}, () => 'abc'[Math.floor(random() * 3)]).join(
      '',
    );
  let near = 0;
  for (let index = 0; index < 5000; index++) {
    const [a, b] = [word(), word()];
    const full = Math.min(boundedDistance(a, b, 2), 2);
    if (full === 1) near += 1;
    expect([a, b, boundedDistance(a, b, 1)]).toEqual([a, b, full]);
  }
  expect(near).toBeGreaterThan(200);
});

test('a slip keeps the first letter and drops, doubles or swaps a letter; a replaced letter is another word', () => {
  for (const [typed, word] of [
    ['wich', 'which'],
    ['shuld', 'should'],
    ['tehir', 'their'],
    ['whicch', 'which'],
    ['somehting', 'something'],
  ])
    expect(isSlipOf(typed!, word!)).toBe(true);
  for (const [typed, word] of [
    ['world', 'would'],
    ['white', 'while'],
    ['which', 'which'],
    ['hwich', 'which'],
    ['wihhc', 'which'],
  ])
    expect(isSlipOf(typed!, word!)).toBe(false);
});

test('every word a word may be a slip of is one slip from it, and a replaced letter is not', () => {
  for (const word of ['eent', 'wrod', 'itmes', 'aab'])
    for (const form of slipsOf(word)) expect([form, isSlipOf(word, form)]).toEqual([form, true]);
  expect(replacementsOf('evan')).toContain('even');
  expect(slipsOf('evan')).not.toContain('even');
  expect(replacementsOf('evan').every((form) => form[0] === 'e')).toBe(true);
});

test('the slips of a word: a letter left out, one too many, two neighbours swapped; the first letter kept', () => {
  const slips = slipsOf('wrod');
  expect(slips).toEqual(expect.arrayContaining(['word', 'wod', 'wro', 'wrods']));
  expect(slips).not.toContain('wrod');
  // The first letter stays: none before it, none taken away, none swapped with it.
  expect(slips).not.toContain('awrod');
  // A letter replaced is not a slip.
  expect(slips).not.toContain('wood');
  expect(slips).not.toContain('rod');
  expect(slips).not.toContain('rwod');
});
