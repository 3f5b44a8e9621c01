import {boundedDistance, isWordOrTypo, slipForms} from './editDistance';

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
