import {asksAboutChanges, CHANGE_WORDS} from './changeQuestion';

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
