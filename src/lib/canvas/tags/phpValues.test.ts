import {renderCanvas} from '../render';
import {isTruthy, printable} from './phpValues';

describe('values as Twig 3 treats them', () => {
  it('prints true as 1 and false as nothing', () => {
    expect(renderCanvas('[{{ true }}][{{ false }}][{{ 1 == 1 }}]')).toBe('[1][][1]');
    expect(printable(0)).toBe(0);
  });

  it('treats an empty mapping as false, like an empty sequence', () => {
    expect(renderCanvas("{{ {} ? 'yes' : 'no' }} {{ [] ? 'yes' : 'no' }} {{ {a: 1} ? 'yes' : 'no' }}")).toBe('no no yes');
    expect(renderCanvas("{% if links %}menu{% else %}none{% endif %}", {data: {links: {}}})).toBe('none');
    expect(renderCanvas("{{ '0' ? 'yes' : 'no' }} {{ 0.0 ? 'yes' : 'no' }}")).toBe('no no');
    expect(isTruthy(new Date(), Boolean)).toBe(true);
  });
});
