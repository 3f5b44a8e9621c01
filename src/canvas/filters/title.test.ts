import {title} from './title';
import {applyFilter} from './testing';

describe('title', () => {
  it('capitalizes every word and lowercases the rest', () => {
    expect(applyFilter(title, 'the quick BROWN fox')).toBe('The Quick Brown Fox');
    expect(applyFilter(title, 'world-wide web')).toBe('World-Wide Web');
    expect(applyFilter(title, "o'neil's café")).toBe("O'neil's Café");
    expect(applyFilter(title, 'élan vital')).toBe('Élan Vital');
  });

  it('handles null, numbers and empty strings', () => {
    expect(applyFilter(title, null)).toBe('');
    expect(applyFilter(title, '')).toBe('');
    expect(applyFilter(title, 42)).toBe('42');
    expect(() => applyFilter(title, ['a'])).toThrow(
      'The "title" filter expects a string, got "array".',
    );
  });
});
