import {join} from './join';
import {applyFilter, render} from './testing';

describe('join', () => {
  it('joins with a glue and an optional last glue', () => {
    expect(applyFilter(join, ['Ada', 'Grace', 'Linus'], ', ', ' and ')).toBe(
      'Ada, Grace and Linus',
    );
    expect(applyFilter(join, ['Ada', 'Grace'], ', ', ' and ')).toBe('Ada and Grace');
    expect(applyFilter(join, ['Ada'], ', ', ' and ')).toBe('Ada');
    expect(applyFilter(join, [1, 2, 3])).toBe('123');
  });

  it('converts items as PHP does', () => {
    expect(applyFilter(join, [true, false, null, 1.5, 'é'], ',')).toBe('1,,,1.5,é');
    expect(applyFilter(join, [1, [2, 3]], ',')).toBe('1,Array');
    expect(render('{{ {a: "x", b: "y"}|join("-") }}')).toBe('x-y');
  });

  it('handles null, empty and scalar values', () => {
    expect(applyFilter(join, null, ',')).toBe('');
    expect(applyFilter(join, [], ',')).toBe('');
    expect(applyFilter(join, 'ünïcode', ',')).toBe('ünïcode');
  });
});
