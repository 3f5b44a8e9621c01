import {arrowBodyEnd, matchArrow} from './arrowFunctions';
import {render} from './testing';

describe('arrow functions', () => {
  it('splits parameters and body', () => {
    expect(matchArrow('v => v > 2) rest')).toEqual({
      text: 'v => v > 2',
      params: ['v'],
      body: 'v > 2',
    });
    expect(matchArrow('(carry, v) => carry + v, 0)')).toEqual({
      text: '(carry, v) => carry + v',
      params: ['carry', 'v'],
      body: 'carry + v',
    });
    expect(matchArrow('() => "x")')?.params).toEqual([]);
    expect(matchArrow('value > 2')).toBeUndefined();
    expect(arrowBodyEnd('v => f(a, "b,)")[0], c', 5)).toBe(19);
  });

  it('see the template context and their own parameters', () => {
    expect(
      render(
        '{% set min = 2 %}{{ [1, 2, 3]|filter(v => v >= min)|map((v, k) => k ~ ":" ~ v)|join(" ") }}',
      ),
    ).toBe('1:2 2:3');
  });

  it('nest', () => {
    expect(
      render('{{ [[1, 2], [3]]|map(row => row|map(v => v * 10)|join("+"))|join(" | ") }}'),
    ).toBe('10+20 | 30');
  });

  it('leave parenthesised expressions alone', () => {
    expect(render('{{ (1 + 2) * 3 }} {{ max(1, 5) }}')).toBe('9 5');
  });
});
