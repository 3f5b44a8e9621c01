import {renderCanvas} from '../render';
import {isTruthy, printable} from './phpValues';

describe('values as Twig 3 treats them', () => {
  it('prints true as 1 and false as nothing', () => {
    expect(renderCanvas('[{{ true }}][{{ false }}][{{ 1 == 1 }}]')).toBe('[1][][1]');
    expect(printable(0)).toBe(0);
  });

  it('treats a missing key read with brackets as missing', () => {
    const data = {items: [1, null], post: {title: 'T', image: null}};
    expect(
      renderCanvas("{{ items[1] is defined ? 'y' : 'n' }}{{ items[2] is defined ? 'y' : 'n' }}", {
        data,
      }),
    ).toBe('yn');
    expect(
      renderCanvas(
        "{{ post['image'] is defined ? 'y' : 'n' }}{{ post['subtitle'] is defined ? 'y' : 'n' }}",
        {data},
      ),
    ).toBe('yn');
    expect(
      renderCanvas(
        "{{ missing[0] is defined ? 'y' : 'n' }}{{ post['title'] }}{{ items[0] }}{{ 'abc'[0] }}",
        {data},
      ),
    ).toBe('nT1');
    expect(renderCanvas("{% set key = 'title' %}{{ post[key]|upper }}", {data})).toBe('T');
  });

  it('treats an empty mapping as false, like an empty sequence', () => {
    expect(
      renderCanvas("{{ {} ? 'yes' : 'no' }} {{ [] ? 'yes' : 'no' }} {{ {a: 1} ? 'yes' : 'no' }}"),
    ).toBe('no no yes');
    expect(renderCanvas('{% if links %}menu{% else %}none{% endif %}', {data: {links: {}}})).toBe(
      'none',
    );
    expect(renderCanvas("{{ '0' ? 'yes' : 'no' }} {{ 0.0 ? 'yes' : 'no' }}")).toBe('no no');
    expect(isTruthy(new Date(), Boolean)).toBe(true);
  });
});
