import {renderCanvas} from '../render';

describe('cms_quote', () => {
  it('renders a figure with the quotation and the author', () => {
    expect(
      renderCanvas(
        "{{ cms_quote('review', { default: 'The best bread in town.', author: 'Maria, customer' }) }}",
      ),
    ).toBe(
      '<figure data-canopy="review"><blockquote><p>The best bread in town.</p></blockquote><figcaption>Maria, customer</figcaption></figure>',
    );
  });

  it('leaves the caption out without an author and adds cite when given', () => {
    expect(
      renderCanvas("{{ cms_quote('q', { default: 'Hi', cite: 'https://example.com/review' }) }}"),
    ).toBe(
      '<figure data-canopy="q"><blockquote cite="https://example.com/review"><p>Hi</p></blockquote></figure>',
    );
  });

  it('takes an editor change as text or as { text, author }', () => {
    const template = "{{ cms_quote('q', { default: 'Old', author: 'A' }) }}";
    expect(renderCanvas(template, {data: {canopy: {q: 'New'}}})).toContain(
      '<p>New</p></blockquote><figcaption>A</figcaption>',
    );
    expect(renderCanvas(template, {data: {canopy: {q: {text: 'New', author: 'B'}}}})).toContain(
      '<p>New</p></blockquote><figcaption>B</figcaption>',
    );
    expect(
      renderCanvas(template, {data: {canopy: {q: {text: 'New', author: null}}}}),
    ).not.toContain('figcaption');
  });
});
