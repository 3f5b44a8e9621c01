import {indexedKeywords} from './indexedKeywords';

test('small words, repeated words and the words of the title are left out', () => {
  expect(
    indexedKeywords('edit a post edit an article schedule posts go live later', 'Update a post'),
  ).toBe('edit article schedule posts live later');
});

test('another form of a title word stays (a misspelling is matched against it); case and accents do not count', () => {
  expect(indexedKeywords('Date dates authenticate Élan elan', 'date authentication')).toBe(
    'dates authenticate Élan',
  );
});

test("an endpoint's path stays whole, even when its words are in the title", () => {
  expect(indexedKeywords('/admin/v1/posts posts', 'List posts')).toBe('/admin/v1/posts');
});

test('a word joined by separators stays unless each of its terms is known', () => {
  expect(indexedKeywords('URL-friendly json_encode', 'URL slug')).toBe('URL-friendly json_encode');
  // `urlsafe` is a term of its own, which the title's two words do not give.
  expect(indexedKeywords('URL-safe', 'URL safe strings')).toBe('URL-safe');
  expect(indexedKeywords('url-safe', 'Make url-safe strings')).toBe('');
});
