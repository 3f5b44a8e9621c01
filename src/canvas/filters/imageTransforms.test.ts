import {
  checkOptionNames,
  IMAGE_OPTIONS,
  imageUrl,
  imageSource,
  transformParameters,
} from './imageTransforms';

describe('imageUrl', () => {
  it('resolves a path against the project media folder', () => {
    expect(imageUrl('team/ada.jpg')).toBe('https://media.tessera.app/northwind/team/ada.jpg');
    expect(imageUrl('./team/ada.jpg')).toBe('https://media.tessera.app/northwind/team/ada.jpg');
  });

  it('uses another base when given one', () => {
    expect(imageUrl('a.png', {w: 10}, 'https://media.tessera.app/acme')).toBe(
      'https://media.tessera.app/acme/a.png?w=10',
    );
  });

  it('appends the parameters in the order w, h, fit, fm, q', () => {
    expect(imageUrl('products/lamp.jpg', {q: 80, fm: 'webp', fit: 'cover', h: 300, w: 400})).toBe(
      'https://media.tessera.app/northwind/products/lamp.jpg?w=400&h=300&fit=cover&fm=webp&q=80',
    );
  });

  it('takes the url of an image object', () => {
    const image = {
      url: 'https://media.tessera.app/northwind/logo.svg',
      alt: 'Northwind',
      width: 120,
      height: 32,
    };
    expect(imageUrl(image, {w: 240})).toBe('https://media.tessera.app/northwind/logo.svg?w=240');
    expect(imageUrl({alt: 'no url'})).toBe('');
  });

  it('returns URLs outside the media host unchanged', () => {
    expect(imageUrl('https://images.example.com/a.jpg', {w: 400})).toBe(
      'https://images.example.com/a.jpg',
    );
    expect(imageUrl('/assets/images/hero.jpg', {w: 400})).toBe('/assets/images/hero.jpg');
    expect(imageUrl('https://media.tessera.app.evil.example/a.jpg', {w: 1})).toBe(
      'https://media.tessera.app.evil.example/a.jpg',
    );
  });

  it('keeps other query parameters and the hash, and replaces transform parameters', () => {
    expect(imageUrl('https://media.tessera.app/northwind/a.jpg?v=3&w=100#top', {w: 400})).toBe(
      'https://media.tessera.app/northwind/a.jpg?v=3&w=400#top',
    );
  });

  it('returns the URL without a query when no option is given', () => {
    expect(imageUrl('a.jpg')).toBe('https://media.tessera.app/northwind/a.jpg');
    expect(imageUrl('a.jpg', {w: null, h: undefined, fit: ''})).toBe(
      'https://media.tessera.app/northwind/a.jpg',
    );
  });

  it('percent-encodes spaces and unicode in paths without double-encoding', () => {
    expect(imageUrl('team/zoë smith.jpg')).toBe(
      'https://media.tessera.app/northwind/team/zo%C3%AB%20smith.jpg',
    );
    expect(imageUrl('team/zo%C3%AB.jpg')).toBe(
      'https://media.tessera.app/northwind/team/zo%C3%AB.jpg',
    );
    expect(imageUrl('100%.jpg')).toBe('https://media.tessera.app/northwind/100%25.jpg');
  });

  it('gives an empty string for null, empty and non-image values', () => {
    for (const value of [null, undefined, '', '   ', 42, true, ['a.jpg']])
      expect(imageUrl(value)).toBe('');
  });

  it('accepts numeric strings, rounds fractions, normalises case and jpeg', () => {
    expect(imageUrl('a.jpg', {w: '400', h: 299.6, fit: 'COVER', fm: 'jpeg'})).toBe(
      'https://media.tessera.app/northwind/a.jpg?w=400&h=300&fit=cover&fm=jpg',
    );
  });

  it('throws on invalid options', () => {
    expect(() => imageUrl('a.jpg', {w: 0})).toThrow(
      'The image option "w" must be a positive number of pixels, got 0.',
    );
    expect(() => imageUrl('a.jpg', {h: 'tall'})).toThrow('"h"');
    expect(() => imageUrl('a.jpg', {fit: 'stretch'})).toThrow(
      '"fit" must be one of cover, contain, crop',
    );
    expect(() => imageUrl('a.jpg', {fm: 'gif'})).toThrow(
      '"fm" must be one of webp, avif, jpg, png',
    );
    expect(() => imageUrl('a.jpg', {q: 120})).toThrow(
      'The image option "q" must be a quality from 1 to 100, got 120.',
    );
  });

  it('rejects unknown option names instead of ignoring them', () => {
    expect(() => imageUrl('a.jpg', {width: 1200} as never)).toThrow(
      'The "image_url" filter has no option "width" (use "w"); the options are w, h, fit, fm, q.',
    );
    expect(() => imageUrl('a.jpg', {height: 1} as never)).toThrow('no option "height" (use "h")');
    expect(() => imageUrl('a.jpg', {format: 'webp'} as never)).toThrow(
      'no option "format" (use "fm")',
    );
    expect(() => imageUrl('a.jpg', {quality: 80} as never)).toThrow(
      'no option "quality" (use "q")',
    );
    expect(() => imageUrl('a.jpg', {w: 10, crop: true} as never)).toThrow(
      'The "image_url" filter has no option "crop"; the options are w, h, fit, fm, q.',
    );
    // Checked even when there is no image, so a typo shows up on every page.
    expect(() => imageUrl(null, {wdith: 10} as never)).toThrow('no option "wdith"');
  });

  it('ignores the hidden key list of Twig.js hashes', () => {
    const options = {w: 10, _keys: ['w']};
    expect(imageUrl('a.jpg', options as never)).toBe(
      'https://media.tessera.app/northwind/a.jpg?w=10',
    );
  });

  it('checks option names against any list', () => {
    expect(IMAGE_OPTIONS).toEqual(['w', 'h', 'fit', 'fm', 'q']);
    expect(() => checkOptionNames('image_tag', {alt: 'x', w: 1}, ['w', 'alt'])).not.toThrow();
    expect(() => checkOptionNames('image_tag', {width: 1}, ['w', 'alt'])).toThrow(
      'The "image_tag" filter has no option "width" (use "w"); the options are w, alt.',
    );
    expect(() => checkOptionNames('image_tag', {quality: 1}, ['w', 'alt'])).toThrow(
      'no option "quality"; the options are w, alt.',
    );
  });

  it('exposes its helpers', () => {
    expect(imageSource(new String(' a.jpg '))).toBe('a.jpg');
    expect(transformParameters({w: 1, q: 2})).toEqual([
      ['w', '1'],
      ['q', '2'],
    ]);
  });
});
