import {renderCanvas} from '../render';
import {formOpening, PREVIEW_FORM_TOKEN} from './form';

const token = `<input type="hidden" name="_token" value="${PREVIEW_FORM_TOKEN}">`;

describe('form tag', () => {
  it('renders a form that posts to /_forms/{key} with the token field and the body', () => {
    expect(renderCanvas("{% form 'contact' %}<button>Send</button>{% endform %}")).toBe(
      `<form method="post" action="/_forms/contact" data-form="contact">${token}<button>Send</button></form>`,
    );
  });

  it('adds the attributes given with "with", in order, before data-form', () => {
    expect(
      renderCanvas("{% form 'contact' with {class: 'stack', id: 'contact-form'} %}{% endform %}"),
    ).toBe(
      `<form method="post" action="/_forms/contact" class="stack" id="contact-form" data-form="contact">${token}</form>`,
    );
  });

  it('evaluates the key and the attributes as expressions', () => {
    const html = renderCanvas('{% form key with attrs %}{% endform %}', {
      data: {key: 'newsletter', attrs: {'aria-label': 'Newsletter'}},
    });
    expect(html).toContain('action="/_forms/newsletter"');
    expect(html).toContain('aria-label="Newsletter" data-form="newsletter"');
  });

  it('renders true as a bare attribute, drops false and null, joins lists, and escapes values', () => {
    expect(
      formOpening('contact', {
        novalidate: true,
        hidden: false,
        title: null,
        class: ['a', 'b'],
        'data-x': '"<&>\'',
      }),
    ).toBe(
      '<form method="post" action="/_forms/contact" novalidate class="a b" data-x="&quot;&lt;&amp;&gt;&#039;" data-form="contact">' +
        token,
    );
  });

  it('keeps method, action and data-form for itself', () => {
    expect(formOpening('contact', {method: 'get', action: '/elsewhere', 'data-form': 'x'})).toBe(
      `<form method="post" action="/_forms/contact" data-form="contact">${token}`,
    );
  });

  it('escapes the body like any other template output and keeps the context', () => {
    expect(
      renderCanvas("{% form 'contact' %}<p>{{ note }}</p>{% endform %}{{ note|length }}", {
        data: {note: '<b>'},
      }),
    ).toBe(
      `<form method="post" action="/_forms/contact" data-form="contact">${token}<p>&lt;b&gt;</p></form>3`,
    );
  });

  it('raises an error without a key or with attributes that are not a mapping', () => {
    expect(() => renderCanvas('{% form missing %}{% endform %}')).toThrow('needs a form key');
    expect(() => renderCanvas("{% form 'contact' with 'stack' %}{% endform %}")).toThrow(
      'must be a mapping',
    );
    expect(() => formOpening('contact', {'bad name': 1})).toThrow('attribute name');
  });
});
