import {boundedDistance} from './editDistance';

test('bounded edit distance: a swap of neighbours is one edit, and it stops past the bound', () => {
  expect(boundedDistance('date', 'date', 1)).toBe(0);
  expect(boundedDistance('dste', 'date', 1)).toBe(1);
  expect(boundedDistance('dtae', 'date', 1)).toBe(1);
  expect(boundedDistance('dtea', 'date', 1)).toBe(2);
  expect(boundedDistance('a', 'abcdef', 2)).toBe(3);
});
