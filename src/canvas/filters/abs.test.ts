import {abs} from './abs';
import {applyFilter, render} from './testing';

describe('abs', () => {
  it('returns the absolute value of numbers and numeric strings', () => {
    expect(applyFilter(abs, -5)).toBe(5);
    expect(applyFilter(abs, 12.5)).toBe(12.5);
    expect(applyFilter(abs, '-3.5')).toBe(3.5);
    expect(applyFilter(abs, '  -7 ')).toBe(7);
    expect(applyFilter(abs, '-12abc')).toBe(12);
  });

  it('treats null, undefined and booleans as PHP does', () => {
    expect(applyFilter(abs, null)).toBe(0);
    expect(applyFilter(abs, undefined)).toBe(0);
    expect(applyFilter(abs, true)).toBe(1);
    expect(applyFilter(abs, false)).toBe(0);
  });

  it('rejects text that is not a number, lists and hashes', () => {
    expect(() => applyFilter(abs, 'abc')).toThrow(
      'The "abs" filter expects a number, got "string" ("abc").',
    );
    expect(() => applyFilter(abs, '')).toThrow('expects a number');
    expect(() => applyFilter(abs, 'ünïcode')).toThrow('expects a number');
    expect(() => applyFilter(abs, [1])).toThrow('got "array"');
  });

  it('renders in a template', () => {
    expect(render('{{ (balance - 100)|abs }}', {balance: 40})).toBe('60');
  });

  it("is the filter templates run (Twig.js' own gives '')", () => {
    expect(render('{{ null|abs }}')).toBe('0');
  });
});
