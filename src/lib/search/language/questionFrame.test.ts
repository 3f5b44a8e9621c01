import {FRAME_PHRASES, framePlace, frameWords} from './questionFrame';

const subject = (question: string) => {
  const words = question.split(' ');
  const frame = frameWords(words);
  return words.filter((_, index) => !frame[index]).join(' ');
};

test.each([
  ['how do i format a date in a canvas template', 'format a date'],
  ['how can i authenticate requests with the api', 'authenticate requests'],
  ['what s the way to set a variable', 'set a variable'],
  ['is there a way to repeat markup', 'repeat markup'],
  ['can i escape a string', 'escape a string'],
  ['is it possible to resize an image in canvas', 'resize an image'],
  ['what is the difference between include and embed', 'include and embed'],
  ['email me every time a form is sent', 'email me a form is sent'],
  ['how do i format a date in a tmplate', 'format a date'],
  ['what is the diference btween include and embed', 'include and embed'],
  ['replace its body each time i use it', 'replace its body i use it'],
  ['how do i keep the team page up to date', 'keep the team page'],
  ['how do i load the latest posts into a template', 'load the latest posts'],
])('"%s" asks about "%s"', (question, expected) => {
  expect(subject(question)).toBe(expected);
});

test('a frame word elsewhere is the subject: "template" alone, "api" of the Admin API', () => {
  expect(subject('render another template')).toBe('render another template');
  expect(subject('create a post with the admin api')).toBe('create a post with the admin api');
});

test('every phrase is written in lower-case words separated by one space', () => {
  for (const phrase of FRAME_PHRASES) expect(phrase).toMatch(/^[a-z]+(?: [a-z]+)*$/);
});

test('"into a template" sets the question in the Canvas docs, as "in a template" does', () => {
  expect(framePlace('load the latest posts into a template'.split(' '))).toBe('/docs/canvas/');
});

test('a long word of a phrase may have one typo; a short one must be exact', () => {
  expect(framePlace('format a date in a canvs template'.split(' '))).toBe('/docs/canvas/');
  expect(framePlace('format a date in a cnvs tmplate'.split(' '))).toBeNull();
  // "how di i" is not "how do i": the subject keeps its words.
  expect(subject('how di i sort')).toBe('how di i sort');
});

test('a place phrase may leave out its article: "via api", "in templates"', () => {
  expect(subject('change who gets emailed when a form is sent via api')).toBe(
    'change who gets emailed when a form is sent',
  );
  expect(framePlace('strict comparison in templates'.split(' '))).toBe('/docs/canvas/');
  expect(framePlace('export submissions through api'.split(' '))).toBe('/api/');
  // "with the admin api" names an API: it is not the frame.
  expect(subject('create a post with admin api')).toBe('create a post with admin api');
});

test('a word of a phrase may be misspelt in another form of it: "in tmplates"', () => {
  expect(framePlace('strict comparison in tmplates'.split(' '))).toBe('/docs/canvas/');
  expect(subject('strict comparison in teemplates')).toBe('strict comparison');
  // Two slips of the word's stem are not one.
  expect(framePlace('strict comparison in tmpltes'.split(' '))).toBeNull();
});
