import {renderCanvas} from '../render';

const templates = {
  'partials/card.canvas': '<h3>{{ title }}</h3>',
  'partials/count.canvas': '[{{ n }}]',
  'partials/site.canvas': '{{ settings.site_name }}',
  'icons/cart.svg.canvas': '<svg><use href="#cart"/></svg>',
  'layouts/base.canvas':
    "<title>{% block title %}Northwind{% endblock %}</title><h1>{{ block('title') }}</h1>",
  'layouts/blocks.canvas':
    '{% block footer %}<footer>{{ settings.site_name }}</footer>{% endblock %}',
};

describe('source', () => {
  it('returns the template text without rendering or escaping it', () => {
    expect(renderCanvas("{{ source('icons/cart.svg.canvas') }}", {templates})).toBe(
      '<svg><use href="#cart"/></svg>',
    );
    expect(renderCanvas("{{ source('partials/card.canvas') }}", {templates})).toBe(
      '<h3>{{ title }}</h3>',
    );
  });

  it('raises an error for a missing template unless ignore_missing', () => {
    expect(() => renderCanvas("{{ source('nope.canvas') }}", {templates})).toThrow(
      'Template "nope.canvas" is not defined.',
    );
    expect(renderCanvas("[{{ source('nope.canvas', true) }}]", {templates})).toBe('[]');
    expect(() => renderCanvas('{{ source(42) }}', {templates})).toThrow(
      'source(): the template must be a path',
    );
  });
});

describe('include', () => {
  it('renders a template with variables, escaping them inside it but not its output', () => {
    expect(
      renderCanvas("{{ include('partials/card.canvas', { title: 'Fish & chips' }) }}", {templates}),
    ).toBe('<h3>Fish &amp; chips</h3>');
  });

  it('passes the current variables, including loop variables, unless with_context is false', () => {
    expect(
      renderCanvas("{% for n in [1, 2] %}{{ include('partials/count.canvas') }}{% endfor %}", {
        templates,
      }),
    ).toBe('[1][2]');
    expect(
      renderCanvas(
        "{{ include('partials/site.canvas') }}|{{ include('partials/site.canvas', {}, false) }}",
        {templates},
      ),
    ).toBe('Northwind|');
  });

  it('takes the first template of a list that exists, and can ignore missing ones', () => {
    expect(
      renderCanvas("{{ include(['partials/nope.canvas', 'partials/site.canvas']) }}", {templates}),
    ).toBe('Northwind');
    expect(() => renderCanvas("{{ include('partials/nope.canvas') }}", {templates})).toThrow(
      'Template "partials/nope.canvas" is not defined.',
    );
    expect(
      renderCanvas("[{{ include('partials/nope.canvas', {}, true, true) }}]", {templates}),
    ).toBe('[]');
  });

  it('can be stored in a variable', () => {
    expect(
      renderCanvas(
        "{% set card = include('partials/card.canvas', { title: 'A' }) %}{{ card }}{{ card }}",
        {templates},
      ),
    ).toBe('<h3>A</h3><h3>A</h3>');
  });

  it('rejects sandboxing and variables that are not a hash', () => {
    expect(() =>
      renderCanvas("{{ include('partials/site.canvas', {}, true, false, true) }}", {templates}),
    ).toThrow('include(): Canvas has no sandbox');
    expect(() => renderCanvas("{{ include('partials/site.canvas', 'x') }}", {templates})).toThrow(
      'include(): the variables must be a hash',
    );
  });
});

describe('block and parent', () => {
  it('repeats a block of the current template', () => {
    expect(renderCanvas("{% block title %}<b>Menu</b>{% endblock %} {{ block('title') }}")).toBe(
      '<b>Menu</b> <b>Menu</b>',
    );
  });

  it('renders a child override from the layout, including parent() inside it', () => {
    expect(
      String(
        renderCanvas(
          "{% extends 'layouts/base.canvas' %}{% block title %}Blog · {{ parent() }}{% endblock %}",
          {templates},
        ),
      ),
    ).toBe('<title>Blog · Northwind</title><h1>Blog · Northwind</h1>');
  });

  it('renders a block of another template', () => {
    expect(renderCanvas("{{ block('footer', 'layouts/blocks.canvas') }}", {templates})).toBe(
      '<footer>Northwind</footer>',
    );
    expect(() => renderCanvas("{{ block('footer', 'nope.canvas') }}", {templates})).toThrow(
      'Template "nope.canvas" is not defined.',
    );
    expect(renderCanvas("[{{ block('nope', 'layouts/blocks.canvas') }}]", {templates})).toBe('[]');
  });

  it('tests whether a block is defined', () => {
    expect(
      renderCanvas(
        "{% block a %}x{% endblock %}{{ block('a') is defined ? 'y' : 'n' }}{{ block('b') is defined ? 'y' : 'n' }}",
      ),
    ).toBe('xyn');
  });

  it('rejects a block name that is not a string', () => {
    expect(() => renderCanvas('{{ block(1) }}')).toThrow(
      'block(): the block name must be a string',
    );
  });

  it('raises errors for parent() outside a block or without a parent block', () => {
    expect(() => renderCanvas('{{ parent() }}')).toThrow(
      'Calling the "parent" function outside of a block is forbidden.',
    );
    expect(() => renderCanvas('{% block x %}{{ parent() }}{% endblock %}')).toThrow(
      'The "x" block has no parent',
    );
  });
});
