import {renderCanvas} from '../render';
import {safeHref} from './cms_button';

describe('cms_button', () => {
  it('renders a link with the default text and url', () => {
    expect(
      renderCanvas(
        "{{ cms_button('cta', { default: 'Order now', url: '/order', class: 'button' }) }}",
      ),
    ).toBe('<a data-canopy="cta" class="button" href="/order">Order now</a>');
  });

  it('links to # without a url, and opens a new tab safely', () => {
    expect(renderCanvas("{{ cms_button('cta', { default: 'Go' }) }}")).toBe(
      '<a data-canopy="cta" href="#">Go</a>',
    );
    expect(
      renderCanvas(
        "{{ cms_button('cta', { default: 'Go', url: 'https://example.com', new_tab: true }) }}",
      ),
    ).toBe('<a data-canopy="cta" href="https://example.com" target="_blank" rel="noopener">Go</a>');
  });

  it('takes an editor change as text only or as { text, url }', () => {
    const template = "{{ cms_button('cta', { default: 'Order now', url: '/order' }) }}";
    expect(renderCanvas(template, {data: {canopy: {cta: 'Shop'}}})).toBe(
      '<a data-canopy="cta" href="/order">Shop</a>',
    );
    expect(renderCanvas(template, {data: {canopy: {cta: {text: 'Menu', url: '/menu'}}}})).toBe(
      '<a data-canopy="cta" href="/menu">Menu</a>',
    );
    expect(renderCanvas(template, {data: {canopy: {cta: {url: '/menu'}}}})).toBe(
      '<a data-canopy="cta" href="/menu">Order now</a>',
    );
  });

  it('replaces script and data URLs with #', () => {
    expect(safeHref('javascript:alert(1)')).toBe('#');
    expect(safeHref(' JavaScript:alert(1)')).toBe('#');
    expect(safeHref('data:text/html,x')).toBe('#');
    expect(safeHref('mailto:hello@northwind.example')).toBe('mailto:hello@northwind.example');
    expect(safeHref('')).toBe('#');
  });
});
