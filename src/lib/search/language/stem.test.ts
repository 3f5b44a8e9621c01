import {stem} from './stem';

test.each([
  ['values', 'value'],
  ['value', 'value'],
  ['sorting', 'sort'],
  ['sorted', 'sort'],
  ['sorts', 'sort'],
  ['entries', 'entry'],
  ['mapping', 'map'],
  ['matches', 'match'],
  ['arrays', 'array'],
  ['authentication', 'authenticate'],
  ['verification', 'verify'],
  ['localization', 'localize'],
  ['resizing', 'resize'],
  ['formats', 'format'],
  ['templates', 'template'],
])('%s and %s meet', (word, base) => {
  expect(stem(word)).toBe(stem(base));
});

test.each(['string', 'status', 'this', 'date', 'for', 'v1', 'nl2br', 'class', 'nation', 'station'])(
  '%s stays whole',
  (word) => {
    expect(stem(word)).toBe(word);
  },
);

test('escape, escaped and escaping meet', () => {
  expect(new Set(['escape', 'escaped', 'escaping', 'escapes'].map(stem)).size).toBe(1);
});
