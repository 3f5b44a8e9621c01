import {trim} from './trim';
import {applyFilter, render} from './testing';

describe('trim', () => {
  it('removes whitespace from both ends by default', () => {
    expect(applyFilter(trim, '  \t Northwind \n')).toBe('Northwind');
  });

  it('removes given characters from one or both sides', () => {
    expect(applyFilter(trim, '--Sale--', '-')).toBe('Sale');
    expect(applyFilter(trim, '  Sale  ', null, 'left')).toBe('Sale  ');
    expect(applyFilter(trim, '  Sale  ', ' ', 'right')).toBe('  Sale');
    expect(applyFilter(trim, '0012300', '0')).toBe('123');
    expect(applyFilter(trim, 'abcXYZcba', 'a..c')).toBe('XYZ');
    expect(applyFilter(trim, '«Bonjour»', '«»')).toBe('Bonjour');
  });

  it('handles null and numbers', () => {
    expect(applyFilter(trim, null)).toBe('');
    expect(applyFilter(trim, 100, '0')).toBe('1');
  });

  it('rejects an unknown side', () => {
    expect(() => applyFilter(trim, 'x', ' ', 'middle')).toThrow(
      'Trimming side must be "left", "right" or "both".',
    );
  });

  it("is the filter templates run (Twig.js' own gives 'a')", () => {
    expect(render("{{ '  a  '|trim(null, 'left') }}")).toBe('a  ');
  });
});
