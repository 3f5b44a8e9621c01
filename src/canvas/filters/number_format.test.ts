import {number_format} from './number_format';
import {applyFilter, render} from './testing';

describe('number_format', () => {
  it('defaults to no decimals, "." and ","', () => {
    expect(applyFilter(number_format, 1234.567)).toBe('1,235');
    expect(applyFilter(number_format, 1234567.891, 2)).toBe('1,234,567.89');
    expect(applyFilter(number_format, 1234.567, 2, ',', '.')).toBe('1.234,57');
    expect(applyFilter(number_format, 1234.5, 1, '.', '')).toBe('1234.5');
    expect(applyFilter(number_format, 1234.5, 2, ',', ' ')).toBe('1 234,50');
  });

  it('rounds half away from zero, without binary noise', () => {
    expect(applyFilter(number_format, 0.5)).toBe('1');
    expect(applyFilter(number_format, -2.5)).toBe('-3');
    expect(applyFilter(number_format, 1.005, 2)).toBe('1.01');
    expect(applyFilter(number_format, -0.4)).toBe('0');
    expect(applyFilter(number_format, 1234.5, -2)).toBe('1,200');
  });

  it('casts other values as PHP does', () => {
    expect(applyFilter(number_format, null, 2)).toBe('0.00');
    expect(applyFilter(number_format, '1999.5')).toBe('2,000');
    expect(applyFilter(number_format, '12abc')).toBe('12');
    expect(applyFilter(number_format, 'ünïcode')).toBe('0');
    expect(applyFilter(number_format, true, 1)).toBe('1.0');
    expect(applyFilter(number_format, 1e21)).toBe('1,000,000,000,000,000,000,000');
  });

  it('rejects decimals that are not numbers', () => {
    expect(() => applyFilter(number_format, 1, 'two')).toThrow(
      'The "number_format" filter expects a number',
    );
  });

  it("is the filter templates run (Twig.js' own gives '1.00')", () => {
    expect(render('{{ 1.005|number_format(2) }}')).toBe('1.01');
  });
});
