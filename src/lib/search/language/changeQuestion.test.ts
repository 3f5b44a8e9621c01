import {asksAboutChanges, CHANGE_WORDS, changeOpeningLength} from './changeQuestion';

const words = (query: string) => query.split(' ');

test.each([
  'when was the slug filter added',
  'when did api keys get their prefixes',
  'when were custom roles added',
  'what changed in courier 3 4',
  'what s new in courier 3 3',
  'which version added winget',
  'which courier release started shipping through winget',
  'which courier cli releases dropped node',
  'wich courier version added the json flag',
])('"%s" asks about changes', (query) => {
  expect(asksAboutChanges(words(query))).toBe(true);
});

test.each([
  'how do I add a domain',
  'when to use include',
  'remove a member',
  'what is canvas',
  'what version of node does courier need',
  'which filter formats a date for the release notes',
])('"%s" does not', (query) => {
  expect(asksAboutChanges(words(query))).toBe(false);
});

test('words of change are lower case', () => {
  for (const word of CHANGE_WORDS) expect(word).toBe(word.toLowerCase());
});

test('the opening of a question about changes is measured in words', () => {
  expect(changeOpeningLength(words('what s new in courier 3 3'))).toBe(3);
  expect(changeOpeningLength(words('when did api keys get their prefixes'))).toBe(2);
  expect(changeOpeningLength(words('which version added winget'))).toBe(0);
  expect(changeOpeningLength(words('how do I add a domain'))).toBe(0);
});
