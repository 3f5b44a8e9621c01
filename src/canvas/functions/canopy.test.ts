import {renderCanvas} from '../render';
import {textWithParts} from './canopy';

describe('Canopy functions: shared key and options', () => {
  it('requires a key', () => {
    expect(() => renderCanvas("{{ cms_heading('') }}")).toThrow(
      "cms_heading(): the first argument must be the region's key",
    );
    expect(() => renderCanvas('{{ cms_text(missing) }}')).toThrow('got null');
  });

  it('rejects unknown options, naming the ones that exist', () => {
    expect(() => renderCanvas("{{ cms_heading('a', { size: 3 }) }}")).toThrow(
      'cms_heading(): unknown option "size"; the options are default, class, label, level.',
    );
  });

  it('uses the editor content from the canopy variable before options.default', () => {
    expect(
      renderCanvas("{{ cms_text('a', { default: 'Default' }) }}", {data: {canopy: {a: 'Edited'}}}),
    ).toBe('<p data-canopy="a">Edited</p>');
    expect(
      renderCanvas("{{ cms_text('a', { default: 'Default' }) }}", {data: {canopy: {b: 'Other'}}}),
    ).toBe('<p data-canopy="a">Default</p>');
    expect(
      renderCanvas("{{ cms_text('a', { default: 'Default' }) }}", {data: {canopy: {a: null}}}),
    ).toBe('<p data-canopy="a">Default</p>');
  });

  it('renders class first and the label last', () => {
    expect(
      renderCanvas("{{ cms_text('a', { default: 'x', label: 'Intro', class: 'lead' }) }}"),
    ).toBe('<p data-canopy="a" class="lead" data-canopy-label="Intro">x</p>');
  });

  it('escapes the key, the class and the label', () => {
    expect(renderCanvas(`{{ cms_text('a"b', { class: '<x>' }) }}`)).toBe(
      '<p data-canopy="a&quot;b" class="&lt;x&gt;"></p>',
    );
  });

  it('is not escaped again by autoescape, and is escaped by an explicit escape filter', () => {
    expect(renderCanvas("{{ cms_text('a', { default: 'x' }) }}")).toBe('<p data-canopy="a">x</p>');
    expect(renderCanvas("{{ cms_text('a', { default: 'x' })|e }}")).toBe(
      '&lt;p data-canopy=&quot;a&quot;&gt;x&lt;/p&gt;',
    );
  });
});

describe('Canopy content with parts besides its text', () => {
  const call = (content: unknown) => ({
    key: 'cta',
    options: {default: 'Order now', url: '/order'},
    content,
  });

  it('takes a string as the text alone', () => {
    expect(textWithParts(call('Shop'))).toEqual({text: 'Shop', edit: undefined});
  });

  it('takes a hash as the text and the other parts, keeping the default text when the hash has none', () => {
    expect(textWithParts(call({text: 'Menu', url: '/menu'}))).toEqual({
      text: 'Menu',
      edit: {text: 'Menu', url: '/menu'},
    });
    expect(textWithParts(call({url: '/menu'}))).toEqual({text: 'Order now', edit: {url: '/menu'}});
  });
});
