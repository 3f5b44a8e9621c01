import {renderCanvas} from '../render';

describe('cms_list', () => {
  it('renders an unordered list of escaped items', () => {
    expect(
      renderCanvas("{{ cms_list('usp', { default: ['Free delivery', 'Bread & butter'] }) }}"),
    ).toBe('<ul data-canopy="usp"><li>Free delivery</li><li>Bread &amp; butter</li></ul>');
  });

  it('renders an ordered list', () => {
    expect(
      renderCanvas("{{ cms_list('steps', { default: ['Order', 'Pay'], ordered: true }) }}"),
    ).toBe('<ol data-canopy="steps"><li>Order</li><li>Pay</li></ol>');
  });

  it('renders an empty list without content and rejects text that is not a list', () => {
    expect(renderCanvas("{{ cms_list('usp') }}")).toBe('<ul data-canopy="usp"></ul>');
    expect(renderCanvas("{{ cms_list('usp', { default: [] }) }}")).toBe(
      '<ul data-canopy="usp"></ul>',
    );
    expect(() => renderCanvas("{{ cms_list('usp', { default: 'One' }) }}")).toThrow(
      'cms_list(): the content must be a list of texts',
    );
    expect(() => renderCanvas("{{ cms_list('usp', { default: [['nested']] }) }}")).toThrow(
      'cms_list(): the content must be text',
    );
  });

  it('uses the editor list', () => {
    expect(
      renderCanvas("{{ cms_list('usp', { default: ['a'] }) }}", {
        data: {canopy: {usp: ['x', 'y']}},
      }),
    ).toBe('<ul data-canopy="usp"><li>x</li><li>y</li></ul>');
  });
});
