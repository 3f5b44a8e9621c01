import {describeShape, relianceError} from './relianceGuard';

it('describes the shape found in place of the expected one', () => {
  expect(describeShape(null)).toBe('null');
  expect(describeShape(undefined)).toBe('nothing');
  expect(describeShape('x')).toBe('a string');
  expect(describeShape([1, 2])).toBe('an array of 2');
  expect(describeShape({})).toBe('an object with no keys');
  expect(describeShape({__esModule: true, default: 'x'})).toBe(
    'an object with keys __esModule, default',
  );
  expect(describeShape({a: 1, b: 2, c: 3, d: 4, e: 5, f: 6})).toBe(
    'an object with keys a, b, c, d, e, …',
  );
});

it('names the reliance, the expectation, the shape found, the file and UPGRADING.md', () => {
  const error = relianceError({
    reliance: 'Page template',
    expected: 'the template as a string',
    found: 42,
    file: 'src/plugins/scripts-after-paint/ssrTemplate.ts',
  });
  expect(error.message).toBe(
    'Page template: a Docusaurus upgrade changed what src/plugins/scripts-after-paint/ssrTemplate.ts ' +
      'relies on. Expected the template as a string, found a number. See UPGRADING.md ("Page template").',
  );
});
