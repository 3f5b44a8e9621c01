import {pluralMessage} from './pluralMessage';

test('English has one form for one and another for the rest', () => {
  const messages = '{count} result|{count} results';
  expect([0, 1, 2, 21].map((count) => pluralMessage(count, messages, 'en'))).toEqual([
    '{count} results',
    '{count} result',
    '{count} results',
    '{count} results',
  ]);
});

test("a locale's forms are read in Docusaurus' order: Polish one, few, many", () => {
  const messages = 'plik|pliki|plików|pliku';
  expect([1, 3, 5, 22].map((count) => pluralMessage(count, messages, 'pl'))).toEqual([
    'plik',
    'pliki',
    'plików',
    'pliki',
  ]);
});

test('a message with one form is that form; fewer forms than the locale has end with the last', () => {
  expect(pluralMessage(1, 'See the results', 'en')).toBe('See the results');
  expect(pluralMessage(5, 'plik|pliki', 'pl')).toBe('pliki');
});
