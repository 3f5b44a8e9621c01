import {round} from './round';
import {applyFilter, render} from './testing';

describe('round', () => {
  it('rounds half away from zero by default', () => {
    expect(applyFilter(round, 2.5)).toBe(3);
    expect(applyFilter(round, -2.5)).toBe(-3);
    expect(applyFilter(round, 3.14159, 2)).toBe(3.14);
    expect(applyFilter(round, 1.005, 2)).toBe(1.01);
    expect(applyFilter(round, 1234, -2)).toBe(1200);
  });

  it('rounds up or down with ceil and floor', () => {
    expect(applyFilter(round, 3.1, 0, 'ceil')).toBe(4);
    expect(applyFilter(round, -3.7, 0, 'floor')).toBe(-4);
    expect(applyFilter(round, 3.14159, 2, 'floor')).toBe(3.14);
    expect(applyFilter(round, 1.1, 1, 'ceil')).toBe(1.1);
  });

  it('casts null and strings as PHP does', () => {
    expect(applyFilter(round, null)).toBe(0);
    expect(applyFilter(round, '4.6')).toBe(5);
    expect(applyFilter(round, 'ünïcode')).toBe(0);
    expect(applyFilter(round, -0.4)).toBe(0);
  });

  it('rejects unknown methods', () => {
    expect(() => applyFilter(round, 1, 0, 'up')).toThrow(
      'The round filter only supports the "common", "ceil", and "floor" methods.',
    );
  });

  it("is the filter templates run (Twig.js' own gives 'NaN')", () => {
    expect(render('{{ null|round }}')).toBe('0');
  });
});
