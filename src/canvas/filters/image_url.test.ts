import {image_url} from './image_url';
import {applyFilter, render} from './testing';

describe('image_url', () => {
  it('builds media URLs with transform parameters', () => {
    expect(applyFilter(image_url, 'team/ada.jpg', {w: 400, fm: 'webp'})).toBe(
      'https://media.tessera.app/northwind/team/ada.jpg?w=400&fm=webp',
    );
    expect(applyFilter(image_url, {url: 'https://media.tessera.app/northwind/logo.svg'})).toBe(
      'https://media.tessera.app/northwind/logo.svg',
    );
  });

  it('is escaped in HTML like any URL', () => {
    expect(render('<img src="{{ "a.jpg"|image_url({w: 10, h: 20}) }}">')).toBe(
      '<img src="https://media.tessera.app/northwind/a.jpg?w=10&amp;h=20">',
    );
  });

  it('handles null, empty and unicode values', () => {
    expect(applyFilter(image_url, null)).toBe('');
    expect(applyFilter(image_url, '')).toBe('');
    expect(applyFilter(image_url, 'équipe/zoë.jpg')).toBe(
      'https://media.tessera.app/northwind/%C3%A9quipe/zo%C3%AB.jpg',
    );
  });

  it('rejects options that are not a hash, and invalid options', () => {
    expect(() => applyFilter(image_url, 'a.jpg', 400)).toThrow('expects its options as a mapping');
    expect(() => applyFilter(image_url, 'a.jpg', {fit: 'stretch'})).toThrow(
      'The image option "fit" must be one of cover, contain, crop',
    );
  });

  it('raises an error naming an unknown option and listing the valid ones', () => {
    const message =
      'The "image_url" filter has no option "width" (use "w"); the options are w, h, fit, fm, q.';
    expect(() => applyFilter(image_url, 'a.jpg', {width: 1200})).toThrow(message);
    expect(() => render('{{ "a.jpg"|image_url({ width: 1200 }) }}')).toThrow(message);
    expect(() => render('{{ "a.jpg"|image_url({ w: 400, size: "large" }) }}')).toThrow(
      'The "image_url" filter has no option "size"; the options are w, h, fit, fm, q.',
    );
    expect(
      render('{{ "a.jpg"|image_url({ w: 1200, h: 600, fit: "cover", fm: "webp", q: 80 }) }}'),
    ).toBe(
      'https://media.tessera.app/northwind/a.jpg?w=1200&amp;h=600&amp;fit=cover&amp;fm=webp&amp;q=80',
    );
  });
});
