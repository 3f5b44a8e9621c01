import {image_tag} from './image_tag';
import {applyFilter, render} from './testing';

const ada = {
  url: 'https://media.tessera.app/northwind/team/ada.jpg',
  alt: 'Ada Lovelace',
  width: 1200,
  height: 800,
};

describe('image_tag', () => {
  it('writes the attributes in a fixed order', () => {
    expect(
      applyFilter(image_tag, ada, {
        w: 400,
        class: 'avatar',
        sizes: '(min-width: 40em) 400px, 100vw',
      }),
    ).toBe(
      '<img src="https://media.tessera.app/northwind/team/ada.jpg?w=400" alt="Ada Lovelace" ' +
        'width="400" height="267" class="avatar" sizes="(min-width: 40em) 400px, ' +
        '100vw" loading="lazy" decoding="async">',
    );
  });

  it('uses the image object size when no size is asked for', () => {
    expect(applyFilter(image_tag, ada)).toBe(
      '<img src="https://media.tessera.app/northwind/team/ada.jpg" alt="Ada Lovelace" width="1200" height="800" loading="lazy" decoding="async">',
    );
  });

  it('works with a path and no size at all', () => {
    expect(
      applyFilter(image_tag, 'products/lamp.jpg', {
        alt: 'Desk lamp',
        loading: 'eager',
        fm: 'webp',
        q: 80,
      }),
    ).toBe(
      '<img src="https://media.tessera.app/northwind/products/lamp.jpg?fm=webp&amp;q=80" alt="Desk lamp" loading="eager" decoding="async">',
    );
  });

  it('escapes attribute values once and is not escaped again', () => {
    expect(
      render('{{ image|image_tag({alt: alt, w: 100, h: 50}) }}', {
        image: 'a.jpg',
        alt: '"Fish" & <chips>',
      }),
    ).toBe(
      '<img src="https://media.tessera.app/northwind/a.jpg?w=100&amp;h=50" ' +
        'alt="&quot;Fish&quot; &amp; &lt;chips&gt;" width="100" height="50" loading="lazy" ' +
        'decoding="async">',
    );
  });

  it('keeps unicode in alt text and encodes it in URLs', () => {
    expect(applyFilter(image_tag, 'équipe/zoë.jpg', {alt: 'Zoë'})).toBe(
      '<img src="https://media.tessera.app/northwind/%C3%A9quipe/zo%C3%AB.jpg" alt="Zoë" loading="lazy" decoding="async">',
    );
  });

  it('prints nothing for a missing image', () => {
    expect(applyFilter(image_tag, null)).toBe('');
    expect(applyFilter(image_tag, '')).toBe('');
    expect(render('[{{ member.photo|image_tag }}]', {member: {}})).toBe('[]');
  });

  it('raises errors for bad options', () => {
    expect(() => applyFilter(image_tag, 'a.jpg', {loading: 'soon'})).toThrow(
      'loading to be "lazy" or "eager"',
    );
    expect(() => applyFilter(image_tag, 'a.jpg', 'big')).toThrow(
      'expects its options as a mapping',
    );
    expect(() => applyFilter(image_tag, 'a.jpg', {w: -1})).toThrow(
      'The image option "w" must be a positive number',
    );
  });

  it('sets both the URL size and the width and height attributes with w and h', () => {
    expect(applyFilter(image_tag, ada, {h: 200, fit: 'cover'})).toBe(
      '<img src="https://media.tessera.app/northwind/team/ada.jpg?h=200&amp;fit=cover" ' +
        'alt="Ada Lovelace" width="300" height="200" loading="lazy" decoding="async">',
    );
    expect(applyFilter(image_tag, 'https://example.com/a.jpg', {w: 80, h: 60})).toBe(
      '<img src="https://example.com/a.jpg" alt="" width="80" height="60" loading="lazy" decoding="async">',
    );
  });

  it('raises an error naming an unknown option and listing the valid ones', () => {
    expect(() => applyFilter(image_tag, ada, {width: 400})).toThrow(
      'The "image_tag" filter has no option "width" (use "w"); the options are w, h, fit, fm, q, alt, class, sizes, loading.',
    );
    expect(() => render('{{ "a.jpg"|image_tag({ quality: 80 }) }}')).toThrow(
      'has no option "quality" (use "q")',
    );
    expect(() => render('{{ "a.jpg"|image_tag({ title: "Hi" }) }}')).toThrow(
      'The "image_tag" filter has no option "title"; the options are w, h, fit, fm, q, alt, class, sizes, loading.',
    );
    // Checked even when the image is missing, so a typo does not hide on pages without an image.
    expect(() => applyFilter(image_tag, null, {heigth: 10})).toThrow('has no option "heigth"');
  });
});
