import {renderCanvas} from '../render';

describe('cms_image', () => {
  it('resolves a path on the media host and applies transforms in the image_url order', () => {
    expect(
      renderCanvas(
        "{{ cms_image('hero', { default: 'home/hero.jpg', alt: 'The shop', w: 1200, h: 600, fit: 'cover', fm: 'webp', q: 80 }) }}",
      ),
    ).toBe(
      '<img data-canopy="hero" ' +
        'src="https://media.tessera.app/northwind/home/hero.jpg?w=1200&amp;h=600&amp;fit=cover&amp;fm=webp&amp;q=80" ' +
        'alt="The shop" width="1200" height="600" loading="lazy">',
    );
  });

  it('takes alt, width and height from an image object and scales the height with w', () => {
    expect(renderCanvas("{{ cms_image('logo', { default: settings.logo }) }}")).toBe(
      '<img data-canopy="logo" src="https://media.tessera.app/northwind/logo.svg" alt="Northwind" width="120" height="32" loading="lazy">',
    );
    expect(renderCanvas("{{ cms_image('logo', { default: settings.logo, w: 240 }) }}")).toContain(
      'width="240" height="64"',
    );
    expect(renderCanvas("{{ cms_image('logo', { default: settings.logo, h: 16 }) }}")).toContain(
      'width="60" height="16"',
    );
  });

  it('leaves width and height out when they are unknown, and alt empty when there is none', () => {
    expect(renderCanvas("{{ cms_image('a', { default: 'a.jpg' }) }}")).toBe(
      '<img data-canopy="a" src="https://media.tessera.app/northwind/a.jpg" alt="" loading="lazy">',
    );
    expect(renderCanvas("{{ cms_image('a', { default: 'a.jpg', w: 300 }) }}")).toContain(
      'width="300" loading',
    );
  });

  it('uses an editor-chosen image object', () => {
    const image = {
      url: 'https://media.tessera.app/northwind/team/ada.jpg',
      alt: 'Ada',
      width: 800,
      height: 800,
    };
    expect(
      renderCanvas("{{ cms_image('photo', { default: 'x.jpg', w: 400 }) }}", {
        data: {canopy: {photo: image}},
      }),
    ).toBe(
      '<img data-canopy="photo" src="https://media.tessera.app/northwind/team/ada.jpg?w=400" alt="Ada" width="400" height="400" loading="lazy">',
    );
  });

  it('renders nothing without an image, keeps other hosts unchanged, and reports bad options', () => {
    expect(renderCanvas("{{ cms_image('a') }}")).toBe('');
    expect(
      renderCanvas(
        "{{ cms_image('a', { default: 'https://example.com/a.jpg', w: 10, loading: 'eager' }) }}",
      ),
    ).toBe(
      '<img data-canopy="a" src="https://example.com/a.jpg" alt="" width="10" loading="eager">',
    );
    expect(() =>
      renderCanvas("{{ cms_image('a', { default: 'a.jpg', fit: 'stretch' }) }}"),
    ).toThrow(/^cms_image\(\): .*"fit" must be one of/);
    expect(() => renderCanvas("{{ cms_image('a', { default: 'a.jpg', w: 0 }) }}")).toThrow(
      /^cms_image\(\): .*"w" must be/,
    );
    expect(() => renderCanvas("{{ cms_image('a', { default: 'a.jpg', width: 400 }) }}")).toThrow(
      'cms_image(): unknown option "width"; the options are default, class, label, alt, w, h, fit, fm, q, loading.',
    );
    expect(() =>
      renderCanvas("{{ cms_image('a', { default: 'a.jpg', loading: 'soon' }) }}"),
    ).toThrow('loading must be "lazy" or "eager"');
  });
});
