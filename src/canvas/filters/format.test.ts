import {format} from './format';
import {sprintf} from './sprintf';
import {applyFilter, render} from './testing';

describe('format', () => {
  it('fills %s, %d and %f placeholders', () => {
    expect(applyFilter(format, '%s has %d items (%.2f)', 'Cart', 3, 9.5)).toBe(
      'Cart has 3 items (9.50)',
    );
    expect(applyFilter(format, '%d%%', 42.9)).toBe('42%');
  });

  it('supports padding, signs, bases and argument numbers', () => {
    expect(sprintf('%05.1f|%x|%X|%o|%b|%5s|%-5s|', [3.14159, 255, 255, 8, 5, 'ab', 'cd'])).toBe(
      '003.1|ff|FF|10|101|   ab|cd   |',
    );
    expect(sprintf("%'*8s|%+d|%+d|%05d", ['x', 5, -5, -3])).toBe('*******x|+5|-5|-0003');
    expect(sprintf('%2$s %1$s', ['world', 'hello'])).toBe('hello world');
    expect(sprintf('%e|%.1E|%c|%u', [1234.5, 0.000123, 65, 3])).toBe('1.234500e+3|1.2E-4|A|3');
    expect(sprintf('%.3s', ['ünïcode'])).toBe('ünï');
  });

  it('converts null, booleans and strings as PHP does', () => {
    expect(sprintf('[%s][%s][%s][%d][%d]', [null, true, false, 'abc', '12 items'])).toBe(
      '[][1][][0][12]',
    );
  });

  it('raises errors for missing arguments and unknown specifiers', () => {
    expect(() => applyFilter(format, '%s and %s', 'one')).toThrow(
      '3 arguments are required, 2 given.',
    );
    expect(() => applyFilter(format, '%y', 1)).toThrow('Unknown format specifier "y".');
    expect(applyFilter(format, null)).toBe('');
  });

  it("is the filter templates run (Twig.js' own gives 'true')", () => {
    expect(render("{{ '%s'|format(true) }}")).toBe('1');
  });
});
