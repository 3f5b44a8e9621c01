import {renderCanvas} from '../render';
import {parseAliases} from './use';

const templates = {
  'blocks/cards.canvas':
    '{% block card %}<div class="card">{{ title }}</div>{% endblock %}{% block badge %}<span>New</span>{% endblock %}',
};

describe('use tag', () => {
  it('imports the blocks of another template', () => {
    expect(
      renderCanvas("{% use 'blocks/cards.canvas' %}{{ block('card') }}{{ block('badge') }}", {
        data: {title: 'T'},
        templates,
      }),
    ).toBe('<div class="card">T</div><span>New</span>');
  });

  it('renames blocks with "with ... as"', () => {
    expect(
      renderCanvas(
        "{% use 'blocks/cards.canvas' with card as base_card %}{% block card %}<section>{{ block('base_card') }}</section>{% endblock %}",
        {data: {title: 'T'}, templates},
      ),
    ).toBe('<section><div class="card">T</div></section>');
    expect(parseAliases('a as b, c as d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('raises an error for a block the template does not define', () => {
    expect(() =>
      renderCanvas("{% use 'blocks/cards.canvas' with nope as other %}", {templates}),
    ).toThrow('Block "nope" is not defined');
    expect(() => parseAliases('card')).toThrow('name as new_name');
  });
});
