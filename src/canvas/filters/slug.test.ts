import {slug, slugify} from './slug';
import {applyFilter} from './testing';

describe('slug', () => {
  it('lowercases, strips accents and joins words with hyphens', () => {
    expect(applyFilter(slug, 'Crème Brûlée: 10 Tips & Tricks!')).toBe(
      'creme-brulee-10-tips-tricks',
    );
    expect(applyFilter(slug, '  --Hello,   World--  ')).toBe('hello-world');
    expect(slugify('Straße über Åland')).toBe('strasse-uber-aland');
    expect(slugify('Smørrebrød & Æbleskiver')).toBe('smorrebrod-aebleskiver');
  });

  it('uses another separator', () => {
    expect(applyFilter(slug, 'Spring Sale 2026', '_')).toBe('spring_sale_2026');
    expect(applyFilter(slug, 'Spring Sale', '')).toBe('springsale');
  });

  it('drops characters outside the Latin script and handles empty values', () => {
    expect(applyFilter(slug, 'Привет мир')).toBe('');
    expect(applyFilter(slug, 'Tokyo 東京 guide')).toBe('tokyo-guide');
    expect(applyFilter(slug, '😀')).toBe('');
    expect(applyFilter(slug, null)).toBe('');
    expect(applyFilter(slug, 42)).toBe('42');
  });

  it('rejects lists', () => {
    expect(() => applyFilter(slug, ['a'])).toThrow(
      'The "slug" filter expects a string, got "array".',
    );
  });
});
