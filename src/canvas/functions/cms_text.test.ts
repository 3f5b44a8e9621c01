import {renderCanvas} from '../render';

describe('cms_text', () => {
  it('wraps plain text in a paragraph and keeps line breaks', () => {
    expect(
      renderCanvas("{{ cms_text('intro', { default: text }) }}", {data: {text: 'One\nTwo <3'}}),
    ).toBe('<p data-canopy="intro">One<br>Two &lt;3</p>');
  });

  it('prints rich text as HTML in a div', () => {
    expect(
      renderCanvas("{{ cms_text('body', { default: '<p>Hi <em>there</em></p>', rich: true }) }}"),
    ).toBe('<div data-canopy="body"><p>Hi <em>there</em></p></div>');
  });

  it('uses another tag from the allowed list', () => {
    expect(renderCanvas("{{ cms_text('note', { default: 'Small print', tag: 'small' }) }}")).toBe(
      '<small data-canopy="note">Small print</small>',
    );
    expect(() => renderCanvas("{{ cms_text('note', { tag: 'script' }) }}")).toThrow(
      'cms_text(): tag must be "p" or "div"',
    );
    expect(() => renderCanvas("{{ cms_text('note', { rich: 'yes' }) }}")).toThrow(
      'rich must be true or false',
    );
  });

  it('renders an empty element when there is no content', () => {
    expect(renderCanvas("{{ cms_text('empty') }}")).toBe('<p data-canopy="empty"></p>');
  });
});
