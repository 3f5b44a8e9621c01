import {capitalize} from './capitalize';
import {applyFilter, render} from './testing';

describe('capitalize', () => {
  it('uppercases the first character and lowercases the rest', () => {
    expect(applyFilter(capitalize, 'hello WORLD')).toBe('Hello world');
    expect(applyFilter(capitalize, 'émile ZOLA')).toBe('Émile zola');
    expect(applyFilter(capitalize, '𝒳yz')).toBe('𝒳yz');
  });

  it('handles empty and non-string values', () => {
    expect(applyFilter(capitalize, '')).toBe('');
    expect(applyFilter(capitalize, null)).toBe('');
    expect(applyFilter(capitalize, 42)).toBe('42');
    expect(applyFilter(capitalize, true)).toBe('1');
    expect(() => applyFilter(capitalize, ['a'])).toThrow(
      'The "capitalize" filter expects a string, got "array".',
    );
  });

  it("is the filter templates run (Twig.js' own gives the markup unchanged)", () => {
    expect(render("{{ '<b>hI</b>'|raw|capitalize }}")).toBe('&lt;b&gt;hi&lt;/b&gt;');
  });
});
