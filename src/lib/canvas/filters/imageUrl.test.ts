import {imageUrl, imageSource, transformParameters} from './imageUrl';

describe('imageUrl', () => {
  it('resolves a path against the project media folder', () => {
    expect(imageUrl('team/ada.jpg')).toBe('https://media.tessera.app/northwind/team/ada.jpg');
    expect(imageUrl('./team/ada.jpg')).toBe('https://media.tessera.app/northwind/team/ada.jpg');
  });

  it('uses another base when given one', () => {
    expect(imageUrl('a.png', {width: 10}, 'https://media.tessera.app/acme')).toBe('https://media.tessera.app/acme/a.png?w=10');
  });

  it('appends the parameters in the order w, h, fit, fm, q', () => {
    expect(imageUrl('products/lamp.jpg', {quality: 80, format: 'webp', fit: 'cover', height: 300, width: 400})).toBe(
      'https://media.tessera.app/northwind/products/lamp.jpg?w=400&h=300&fit=cover&fm=webp&q=80',
    );
  });

  it('takes the url of an image object', () => {
    const image = {url: 'https://media.tessera.app/northwind/logo.svg', alt: 'Northwind', width: 120, height: 32};
    expect(imageUrl(image, {width: 240})).toBe('https://media.tessera.app/northwind/logo.svg?w=240');
    expect(imageUrl({alt: 'no url'})).toBe('');
  });

  it('returns URLs outside the media host unchanged', () => {
    expect(imageUrl('https://images.example.com/a.jpg', {width: 400})).toBe('https://images.example.com/a.jpg');
    expect(imageUrl('/assets/images/hero.jpg', {width: 400})).toBe('/assets/images/hero.jpg');
    expect(imageUrl('https://media.tessera.app.evil.example/a.jpg', {width: 1})).toBe('https://media.tessera.app.evil.example/a.jpg');
  });

  it('keeps other query parameters and the hash, and replaces transform parameters', () => {
    expect(imageUrl('https://media.tessera.app/northwind/a.jpg?v=3&w=100#top', {width: 400})).toBe(
      'https://media.tessera.app/northwind/a.jpg?v=3&w=400#top',
    );
  });

  it('returns the URL without a query when no option is given', () => {
    expect(imageUrl('a.jpg')).toBe('https://media.tessera.app/northwind/a.jpg');
    expect(imageUrl('a.jpg', {width: null, height: undefined, fit: ''})).toBe('https://media.tessera.app/northwind/a.jpg');
  });

  it('percent-encodes spaces and unicode in paths without double-encoding', () => {
    expect(imageUrl('team/zoë smith.jpg')).toBe('https://media.tessera.app/northwind/team/zo%C3%AB%20smith.jpg');
    expect(imageUrl('team/zo%C3%AB.jpg')).toBe('https://media.tessera.app/northwind/team/zo%C3%AB.jpg');
    expect(imageUrl('100%.jpg')).toBe('https://media.tessera.app/northwind/100%25.jpg');
  });

  it('gives an empty string for null, empty and non-image values', () => {
    for (const value of [null, undefined, '', '   ', 42, true, ['a.jpg']]) expect(imageUrl(value)).toBe('');
  });

  it('accepts numeric strings, rounds fractions, normalises case and jpeg', () => {
    expect(imageUrl('a.jpg', {width: '400', height: 299.6, fit: 'COVER', format: 'jpeg'})).toBe(
      'https://media.tessera.app/northwind/a.jpg?w=400&h=300&fit=cover&fm=jpg',
    );
  });

  it('throws on invalid options', () => {
    expect(() => imageUrl('a.jpg', {width: 0})).toThrow('"width" must be a positive number');
    expect(() => imageUrl('a.jpg', {height: 'tall'})).toThrow('"height"');
    expect(() => imageUrl('a.jpg', {fit: 'stretch'})).toThrow('"fit" must be one of cover, contain, crop');
    expect(() => imageUrl('a.jpg', {format: 'gif'})).toThrow('"format" must be one of webp, avif, jpg, png');
    expect(() => imageUrl('a.jpg', {quality: 120})).toThrow('"quality" must be from 1 to 100');
  });

  it('exposes its helpers', () => {
    expect(imageSource(new String(' a.jpg '))).toBe('a.jpg');
    expect(transformParameters({width: 1, quality: 2})).toEqual([['w', '1'], ['q', '2']]);
  });
});
