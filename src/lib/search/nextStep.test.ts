import {nextStepFor} from './nextStep';

test.each([
  ['kubernetes canvas template', 'Canvas', '/docs/canvas'],
  ['canvas filter for emoji', 'Canvas filters', '/docs/canvas/filters'],
  ['how do I paginate with the admin api graphql', 'Admin API', '/api/admin'],
  ['api for billing', 'API reference', '/api'],
  ['courier docker image', 'Courier', '/docs/courier/getting-started'],
  ['guides for kubernetes', 'Guides', '/guides'],
])('"%s" points to %s', (query, category, path) => {
  expect(nextStepFor(query)).toEqual({kind: 'section', category, path});
});

test('a query that names no part of the site is offered the places to browse', () => {
  expect(nextStepFor('best pizza near me')).toEqual({kind: 'browse'});
  expect(nextStepFor('<img src=x onerror=alert(1)>')).toEqual({kind: 'browse'});
  expect(nextStepFor('')).toEqual({kind: 'browse'});
});
