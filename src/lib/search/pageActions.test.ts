import {actionOf, ACTION_MIN_WORDS, pageActions} from './pageActions';
import {stem} from './language/stem';
import type {SearchRecord} from './types';

const titleRecord = (title: string, description?: string): SearchRecord => ({
  objectID: title,
  url: `https://x.dev/${title}`,
  type: 'lvl1',
  hierarchy: {
    lvl0: 'Canvas filters',
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: null,
  position: 0,
  ...(description === undefined ? {} : {description}),
});

test("a page does its title's first word and its description's verb", () => {
  const actions = pageActions(titleRecord('replace', 'Replaces parts of a string.'), 'answer');
  // "replace" and "Replaces" are one stem: the question's "replace" meets both.
  expect(actions).toEqual(new Set([stem('replaces')]));
  expect(actions.has(stem('replace'))).toBe(true);
  expect(pageActions(titleRecord('Build a contact form', 'Creates a form.'), 'answer')).toEqual(
    new Set([stem('build'), stem('creates')]),
  );
});

test('a changelog entry is titled with what changed; its description does not start with a verb', () => {
  const entry = pageActions(
    titleRecord('Courier 3.4', 'Courier ships through winget.'),
    'changelog',
  );
  expect(entry).toEqual(new Set(['courier']));
});

test('a question asks for its first word, when it has enough words and does not ask about history', () => {
  const words = (text: string) => text.split(' ').map((word) => ({word}));
  expect(actionOf(words('replace word string'), false)).toBe(stem('replace'));
  expect(actionOf(words('replace word'), false)).toBeNull();
  expect(ACTION_MIN_WORDS).toBe(3);
  expect(actionOf(words('deleting project archive'), true)).toBeNull();
});
