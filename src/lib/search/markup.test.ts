import {withoutMarkup} from './markup';

const words = (query: string) => withoutMarkup(query).trim().split(/\s+/).filter(Boolean);

test.each([
  ['<img src=x onerror=alert(1)>', []],
  ['<svg onload=alert(1)>', []],
  ["<script>alert('xss')</script>", []],
  ['"><iframe src=javascript:alert(1)>', ['">']],
  ['<a href="javascript:void(0)">click</a>', ['click']],
  ['<!-- hidden --> date', ['date']],
  ['<img src=x onerror=alert(1)', []],
])('%s leaves %j', (query, expected) => {
  expect(words(query)).toEqual(expected);
});

test('a bare tag keeps its name: a reader asking about <br> means line breaks', () => {
  expect(words('<br> in text')).toEqual(['br', 'in', 'text']);
});

test('comparisons and text without tags are left alone', () => {
  expect(withoutMarkup('a < b and c > d')).toBe('a < b and c > d');
  expect(withoutMarkup('reverse a list')).toBe('reverse a list');
});
