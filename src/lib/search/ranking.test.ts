import {pageKind} from './ranking';

test.each([
  ['/docs/canvas/filters/date', 'answer'],
  ['/guides/push-a-project', 'answer'],
  ['/api/console/projects/remove', 'answer'],
  ['/docs/canvas/filters/', 'overview'],
  ['/api/', 'overview'],
  ['/changelog/2026/03/03/webhook-signatures-v1', 'changelog'],
])('%s is %s', (path, kind) => {
  expect(pageKind(path)).toBe(kind);
});

test('an index page that documents an endpoint is an answer', () => {
  expect(pageKind('/api/user/', '/console/v1/user index')).toBe('answer');
});
