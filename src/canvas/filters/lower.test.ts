import {lower} from './lower';
import {upper} from './upper';
import {applyFilter, render} from './testing';

describe('lower and upper', () => {
  it('change case in every script', () => {
    expect(applyFilter(lower, 'ÉCOLE Ἀθῆναι')).toBe('école ἀθῆναι');
    expect(applyFilter(upper, 'straße')).toBe('STRASSE');
    expect(applyFilter(upper, 'école')).toBe('ÉCOLE');
  });

  it('treat null as empty and cast scalars', () => {
    expect(applyFilter(lower, null)).toBe('');
    expect(applyFilter(upper, undefined)).toBe('');
    expect(applyFilter(upper, 12)).toBe('12');
    expect(applyFilter(lower, false)).toBe('');
  });

  it('reject lists', () => {
    expect(() => applyFilter(lower, ['A'])).toThrow(
      'The "lower" filter expects a string, got "array".',
    );
    expect(() => applyFilter(upper, {a: 1})).toThrow(
      'The "upper" filter expects a string, got "array".',
    );
  });

  it("is the filter templates run (Twig.js' own gives the markup unchanged)", () => {
    expect(render("{{ '<b>HI</b>'|raw|lower }}")).toBe('&lt;b&gt;hi&lt;/b&gt;');
  });
});
