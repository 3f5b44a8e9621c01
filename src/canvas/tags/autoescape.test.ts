import {renderCanvas} from '../render';
import {parseStrategy} from './autoescape';

describe('autoescape tag', () => {
  const data = {html: '<b>"Hi"</b>', text: "It's <i>"};

  it('escapes for HTML by default, like the rest of the template', () => {
    expect(renderCanvas('{% autoescape %}{{ html }}{% endautoescape %}', {data})).toBe(
      '&lt;b&gt;&quot;Hi&quot;&lt;/b&gt;',
    );
    expect(renderCanvas("{% autoescape 'html' %}{{ html }}{% endautoescape %}", {data})).toBe(
      '&lt;b&gt;&quot;Hi&quot;&lt;/b&gt;',
    );
  });

  it('prints values unescaped with false, and the template escapes again after endautoescape', () => {
    expect(
      renderCanvas('{% autoescape false %}{{ html }}{% endautoescape %} {{ html }}', {data}),
    ).toBe('<b>"Hi"</b> &lt;b&gt;&quot;Hi&quot;&lt;/b&gt;');
  });

  it('escapes for JavaScript without escaping the result again for HTML', () => {
    expect(
      renderCanvas(
        "<script>const t = '{% autoescape 'js' %}{{ text }}{% endautoescape %}';</script>",
        {data},
      ),
    ).toBe("<script>const t = 'It\\u0027s\\u0020\\u003Ci\\u003E';</script>");
  });

  it('reaches into nested tags and leaves raw and escape output alone', () => {
    expect(
      renderCanvas('{% autoescape false %}{% if true %}{{ html }}{% endif %}{% endautoescape %}', {
        data,
      }),
    ).toBe('<b>"Hi"</b>');
    expect(renderCanvas("{% autoescape 'js' %}{{ html|raw }}{% endautoescape %}", {data})).toBe(
      '<b>"Hi"</b>',
    );
  });

  it('applies to the expressions written inside it, not to included templates', () => {
    const templates = {'partials/note.canvas': '<i>{{ html }}</i>'};
    expect(
      renderCanvas(
        "{% autoescape false %}{{ html }}{% include 'partials/note.canvas' %}{% endautoescape %}",
        {data, templates},
      ),
    ).toBe('<b>"Hi"</b><i>&lt;b&gt;&quot;Hi&quot;&lt;/b&gt;</i>');
  });

  it('does not escape a value twice with the same strategy, and nests', () => {
    expect(
      renderCanvas("{% autoescape 'js' %}{{ text|escape('js') }}{% endautoescape %}", {data}),
    ).toBe('It\\u0027s\\u0020\\u003Ci\\u003E');
    expect(
      renderCanvas(
        '{% autoescape false %}{{ html }}{% autoescape %}{{ html }}{% endautoescape %}{% endautoescape %}',
        {data},
      ),
    ).toBe('<b>"Hi"</b>&lt;b&gt;&quot;Hi&quot;&lt;/b&gt;');
  });

  it('accepts a quoted strategy or false only', () => {
    expect(parseStrategy(undefined)).toBe('html');
    expect(parseStrategy('"css"')).toBe('css');
    expect(parseStrategy('false')).toBe(false);
    expect(() => parseStrategy('strategy')).toThrow('must be a string or false');
    expect(() => parseStrategy("'xml'")).toThrow('Invalid escaping strategy');
    expect(() => renderCanvas('{% autoescape true %}x{% endautoescape %}')).toThrow(
      'must be a string or false',
    );
  });
});
