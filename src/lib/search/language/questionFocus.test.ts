import {questionFocus, sentencesOf} from './questionFocus';

test('a message of context and a question is searched by its question', () => {
  expect(
    questionFocus(
      'I run a recipe site on Tessera. Every recipe has a long title with accents. How do I turn a title into a URL-friendly slug?',
    ),
  ).toBe('How do I turn a title into a URL-friendly slug?');
});

test('the last question wins, with or without its question mark', () => {
  expect(questionFocus('What is Canvas? how do I format a date in a template')).toBe(
    'how do I format a date in a template',
  );
});

test('a question that points back, or says little by itself, is read with the sentence before it', () => {
  expect(
    questionFocus(
      'We moved offices. I show template code such as {{ name }} in tutorials and it gets evaluated. How do I stop that?',
    ),
  ).toBe(
    'I show template code such as {{ name }} in tutorials and it gets evaluated. How do I stop that?',
  );
  expect(
    questionFocus('Courier stores the login it saves after signing in. Where is that file kept?'),
  ).toBe('Courier stores the login it saves after signing in. Where is that file kept?');
  expect(questionFocus('My pages have no titles. Why?')).toBe('My pages have no titles. Why?');
  // A question with words of its own stands alone.
  expect(questionFocus('I run a blog. How do I list the newest posts first?')).toBe(
    'How do I list the newest posts first?',
  );
});

test('one sentence, or sentences with no question, are searched whole', () => {
  expect(questionFocus('How do I format a date in a Canvas template?')).toBe(
    'How do I format a date in a Canvas template?',
  );
  expect(questionFocus('courier push. courier pull.')).toBe('courier push. courier pull.');
  expect(questionFocus('reverse')).toBe('reverse');
});

test('dots inside names do not end a sentence', () => {
  expect(sentencesOf('courier.json in node.js for courier 3.4.1')).toEqual([
    'courier.json in node.js for courier 3.4.1',
  ]);
  expect(sentencesOf('Use courier.json. Then run it!')).toEqual([
    'Use courier.json.',
    'Then run it!',
  ]);
});
