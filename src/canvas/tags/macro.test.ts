import {renderCanvas} from '../render';
import {parseParameterList} from './macro';

const forms = [
  "{% macro input(name, value = '', type = 'text') %}",
  '<input type="{{ type }}" name="{{ name }}" value="{{ value }}">',
  '{% endmacro %}',
  '{% macro field(label) %}<label>{{ label }}</label>{{ varargs|join(",") }}[{{ name }}]{% endmacro field %}',
].join('');
const templates = {'macros/forms.canvas': forms};

describe('macros', () => {
  it('pass arguments by position and fill in defaults', () => {
    expect(
      renderCanvas("{% import 'macros/forms.canvas' as forms %}{{ forms.input('q') }}", {
        templates,
      }),
    ).toBe('<input type="text" name="q" value="">');
    expect(
      renderCanvas(
        "{% from 'macros/forms.canvas' import input as field %}{{ field('email', '', 'email') }}",
        {templates},
      ),
    ).toBe('<input type="email" name="email" value="">');
  });

  it('see only their arguments, varargs and the global variables', () => {
    expect(
      renderCanvas("{% import 'macros/forms.canvas' as forms %}{{ forms.field('Email', 1, 2) }}", {
        data: {name: 'outer'},
        templates,
      }),
    ).toBe('<label>Email</label>1,2[]');
    expect(
      renderCanvas('{% macro site() %}{{ settings.site_name }}{% endmacro %}{{ _self.site() }}'),
    ).toBe('Northwind');
    expect(
      renderCanvas(
        '{% macro site() %}{{ settings.site_name }}{% endmacro %}{% import _self as m %}{{ m.site() }}',
        {
          data: {settings: {site_name: 'Other'}},
        },
      ),
    ).toBe('Other');
  });

  it('imported from a file or from _self above their definition, see the global variables', () => {
    const page = '{% macro path() %}[{{ request.path }}]{% endmacro %}';
    expect(
      renderCanvas("{% import 'macros/page.canvas' as m %}{{ m.path() }}", {
        templates: {'macros/page.canvas': page},
      }),
    ).toBe('[/blog/hello-world]');
    expect(renderCanvas(`{% import _self as m %}{{ m.path() }}${page}`)).toBe(
      '[/blog/hello-world]',
    );
  });

  it('do not change the variables of the template that calls them', () => {
    expect(
      renderCanvas(
        "{% macro reset() %}{% set name = 'changed' %}{% endmacro %}{{ _self.reset() }}{{ name }}",
        {
          data: {name: 'kept'},
        },
      ),
    ).toBe('kept');
  });

  it('are available through _self anywhere in their template, and may call each other', () => {
    expect(renderCanvas("{{ _self.hi('Ada') }}{% macro hi(n) %}Hi {{ n }}{% endmacro %}")).toBe(
      'Hi Ada',
    );
    expect(
      renderCanvas(
        '{% macro list(items) %}<ul>{% for i in items %}<li>{{ i.name }}{% if i.children %}' +
          '{{ _self.list(i.children) }}{% endif %}</li>{% endfor %}</ul>{% endmacro %}' +
          '{{ _self.list(tree) }}',
        {data: {tree: [{name: 'a', children: [{name: 'b'}]}]}},
      ),
    ).toBe('<ul><li>a<ul><li>b</li></ul></li></ul>');
  });

  it('give missing arguments the value null and accept defaults with commas', () => {
    expect(
      renderCanvas("{% macro m(a, b) %}{{ b is null ? 'null' }}{% endmacro %}{{ _self.m(1) }}"),
    ).toBe('null');
    expect(parseParameterList('attrs = {a: 1, b: 2}, label')).toEqual([
      {name: 'attrs', fallback: '{a: 1, b: 2}'},
      {name: 'label', fallback: undefined},
    ]);
    expect(
      renderCanvas(
        '{% macro m(attrs = {a: 1, b: 2}) %}{{ attrs|keys|join }}{% endmacro %}{{ _self.m() }}',
      ),
    ).toBe('ab');
    expect(() => parseParameterList('a, a')).toThrow('defined twice');
  });
});
