import {renderCanvas} from '../render';

describe('apply tag', () => {
  it('applies text filters to the rendered body', () => {
    expect(
      renderCanvas('{% apply upper %}Hello {{ name }}{% endapply %}', {data: {name: 'Ada'}}),
    ).toBe('HELLO ADA');
    expect(renderCanvas('{% apply lower|capitalize %}HELLO WORLD{% endapply %}')).toBe(
      'Hello world',
    );
  });

  it('escapes the result of a filter that is not HTML-safe, as Twig 3 does', () => {
    expect(renderCanvas('{% apply upper %}<b>Hi</b>{% endapply %}')).toBe('&lt;B&gt;HI&lt;/B&gt;');
    expect(renderCanvas('{% apply upper|raw %}<b>Hi</b>{% endapply %}')).toBe('<B>HI</B>');
  });

  it("hands Twig.js' own filters the body as text", () => {
    // Given Twig.js' markup object, its striptags printed "Object".
    expect(renderCanvas('{% apply striptags %}<b>Hi</b> there{% endapply %}')).toBe('Hi there');
  });

  it('passes filter arguments and does not open a new scope', () => {
    expect(renderCanvas("{% apply replace({'cat': 'dog'}) %}cat{% endapply %}")).toBe('dog');
    expect(renderCanvas("{% apply upper %}{% set seen = 'yes' %}{% endapply %}{{ seen }}")).toBe(
      'yes',
    );
  });
});
