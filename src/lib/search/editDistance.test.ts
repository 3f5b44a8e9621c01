import {boundedDistance, isMovedLetter, isWordOrTypo, movedLetterForms} from './editDistance';

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

test('a letter two places from where it belongs is one slip: "lunix" is linux, "whoiam" is whoami', () => {
  expect(movedLetterForms('lunix')).toContain('linux');
  expect(movedLetterForms('whoiam')).toContain('whoami');
  expect(isMovedLetter('lunix', 'linux')).toBe(true);
  expect(isMovedLetter('whoiam', 'whoami')).toBe(true);
  // The first letter stays, short words are exact, and two letters further apart are two slips.
  expect(movedLetterForms('ulnix')).not.toContain('linux');
  expect(isMovedLetter('ulnix', 'linux')).toBe(false);
  expect(movedLetterForms('dtea')).toEqual([]);
  expect(isMovedLetter('sotrage', 'storage')).toBe(false);
  expect(isMovedLetter('lunix', 'lunix')).toBe(false);
});
