import type {WordEvidence} from './answerable';
import {pageKind, pageStanding, STANDING_STEP, TEXT_STANDING} from './ranking';

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

const word = (weight: number, match: WordEvidence['match'], placed: boolean): WordEvidence => ({
  weight,
  match,
  placed,
  common: false,
  unknown: false,
});

test('a page with the words in its titles or description stands above one with them in its text', () => {
  const about = pageStanding([word(2, 'exact', true), word(2, 'exact', true)]);
  const mentions = pageStanding([word(2, 'exact', false), word(2, 'exact', false)]);
  expect(about).toBe(1);
  expect(mentions).toBeCloseTo(Math.floor(TEXT_STANDING / STANDING_STEP) * STANDING_STEP);
  expect(about).toBeGreaterThan(mentions);
});

test('the subject placed outweighs more words in passing', () => {
  // "thousands separator" in the description, "price" nowhere, against all three in the text.
  const subject = pageStanding([
    word(1, null, false),
    word(3, 'exact', true),
    word(3, 'exact', true),
  ]);
  const passing = pageStanding([
    word(1, 'exact', false),
    word(3, 'exact', false),
    word(3, 'exact', false),
  ]);
  expect(subject).toBeGreaterThan(passing);
});

test('standings are steps, so that close pages are left to the finer keys', () => {
  expect(pageStanding([word(1, 'exact', true), word(20, null, false)]) % STANDING_STEP).toBeCloseTo(
    0,
  );
  expect(pageStanding([])).toBe(0);
});
