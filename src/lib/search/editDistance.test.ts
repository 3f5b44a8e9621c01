import {boundedDistance, isWordOrTypo} from './editDistance';

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
