import {FRAME_PHRASES, frameWords} from './questionFrame';

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
  ['replace its body each time i use it', 'replace its body i use it'],
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
