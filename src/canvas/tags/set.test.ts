import {renderCanvas} from '../render';

describe('set tag', () => {
  it('assigns several variables at once', () => {
    expect(renderCanvas("{% set first, last = 'Ada', 'Lovelace' %}{{ last }}, {{ first }}")).toBe(
      'Lovelace, Ada',
    );
    expect(renderCanvas("{% set a, b = [1, 2], {k: 'v, w'} %}{{ a|join }}{{ b.k }}")).toBe(
      '12v, w',
    );
  });

  it('keeps single assignment and capture', () => {
    expect(renderCanvas('{% set n = 1 + 2 %}{{ n }}')).toBe('3');
    expect(
      renderCanvas('{% set html %}<b>{{ x }}</b>{% endset %}{{ html }}', {data: {x: '<i>'}}),
    ).toBe('<b>&lt;i&gt;</b>');
  });

  it('raises an error when the counts differ or a capture has several names', () => {
    expect(() => renderCanvas("{% set a, b = 'x' %}")).toThrow(
      'same number of variables and assignments',
    );
    expect(() => renderCanvas('{% set a, b %}x{% endset %}')).toThrow('cannot have a multi-target');
  });
});
