import {renderCanvas} from '../render';

const templates = {
  'partials/site.canvas': '{{ settings.site_name }}:{{ title }}[{{ secret }}]',
  'partials/card.canvas': '<div>{% block body %}{% endblock %}</div>',
};
const data = {title: 'Page', secret: 'page-only', kind: 'site'};

describe('only', () => {
  it('keeps the global variables in include', () => {
    expect(renderCanvas("{% include 'partials/site.canvas' only %}", {data, templates})).toBe(
      'Northwind:[]',
    );
    expect(
      renderCanvas("{% include 'partials/site.canvas' with {title: title ~ '!'} only %}", {
        data,
        templates,
      }),
    ).toBe('Northwind:Page![]');
  });

  it('evaluates the template name in the current context', () => {
    expect(
      renderCanvas("{% include 'partials/' ~ kind ~ '.canvas' only %}", {data, templates}),
    ).toBe('Northwind:[]');
  });

  it('keeps the global variables in embed and with', () => {
    expect(
      renderCanvas(
        "{% embed 'partials/card.canvas' with {title: title} only %}" +
          '{% block body %}{{ settings.site_name }} {{ title }} [{{ secret }}]{% endblock %}' +
          '{% endembed %}',
        {data, templates},
      ),
    ).toBe('<div>Northwind Page []</div>');
    expect(
      renderCanvas(
        '{% with {a: 1} only %}{{ settings.site_name }}{{ a }}[{{ secret }}]{% endwith %}',
        {data},
      ),
    ).toBe('Northwind1[]');
  });

  it('leaves the forms without only unchanged', () => {
    expect(renderCanvas("{% include 'partials/site.canvas' %}", {data, templates})).toBe(
      'Northwind:Page[page-only]',
    );
    expect(renderCanvas('{% with {a: 1} %}{{ a }}{{ secret }}{% endwith %}', {data})).toBe(
      '1page-only',
    );
  });
});
