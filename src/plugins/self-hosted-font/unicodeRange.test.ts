import {unicodeRangeOf, unicodeRangeText} from './unicodeRange';

test('the characters of a unicode-range, single points and spans', () => {
  expect(unicodeRangeText('U+0041-0043, U+00E9,U+2014')).toBe('ABCé—');
  expect(unicodeRangeText('U+1F600')).toBe('😀');
});

test('an entry that is not a code point or a span fails the build, naming it', () => {
  expect(() => unicodeRangeText('U+0041, U+00??')).toThrow('"U+00??" is not a unicode-range entry');
});

test("an @font-face rule's unicode-range", () => {
  expect(
    unicodeRangeOf('@font-face { src: url(a.woff2); unicode-range: U+0000-00FF,U+0131; }'),
  ).toBe('U+0000-00FF,U+0131');
  expect(() => unicodeRangeOf('@font-face { src: url(a.woff2); }')).toThrow('no unicode-range');
});
