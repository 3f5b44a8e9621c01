import {asksAboutChanges, CHANGE_WORDS, isChangeWord} from './changeQuestion';

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

test.each(['sice when can a key be limited', 'snce when can a key be limited'])(
  '"%s" asks about changes: a long word of its opening may be misspelt',
  (query) => {
    expect(asksAboutChanges(words(query))).toBe(true);
  },
);

test.each([
  'whn was the slug filter added',
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

test('a word of change is one as typed, or with one typo when it is long', () => {
  expect(['added', 'aded', 'addded', 'releasd', 'statr'].map(isChangeWord)).toEqual([
    true,
    true,
    true,
    true,
    true,
  ]);
  // A short word must be exact ("ad" is not "add"), and other words are not words of change.
  expect(['ad', 'roles', 'chain'].map(isChangeWord)).toEqual([false, false, false]);
});
