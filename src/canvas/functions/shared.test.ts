import {escapeHtml} from '../escapeHtml';
import {keysOf, markup, readOptions, readPath, renderAttributes, valuesOf} from './shared';

describe('shared function helpers', () => {
  it('marks HTML as safe the way Twig.Markup does', () => {
    const html = markup('<b>x</b>');
    expect(String(html)).toBe('<b>x</b>');
    expect(html.twigMarkup).toBe(true);
  });

  it('escapes the same characters as Twig', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#039;s&lt;/a&gt;',
    );
  });

  it('renders attributes, leaving out unset ones and writing boolean ones bare', () => {
    expect(
      renderAttributes([
        ['a', 'x"y'],
        ['b', undefined],
        ['c', true],
        ['d', false],
        ['e', 0],
      ]),
    ).toBe(' a="x&quot;y" c e="0"');
  });

  it('reads Twig.js hashes in template order without their _keys list', () => {
    const hash = {b: 2, a: 1, _keys: ['a', 'b']};
    expect(keysOf(hash)).toEqual(['a', 'b']);
    expect(valuesOf(hash)).toEqual([1, 2]);
    expect(valuesOf('text')).toBeUndefined();
  });

  it('rejects options a function does not know', () => {
    expect(readOptions('f', undefined, ['a'])).toEqual({});
    expect(() => readOptions('f', {b: 1}, ['a'])).toThrow(
      'f(): unknown option "b"; the options are a.',
    );
    expect(() => readOptions('f', 'x', ['a'])).toThrow('f(): the options must be a hash');
  });

  it('reads dotted paths', () => {
    expect(readPath({author: {name: 'Ada'}}, 'author.name')).toBe('Ada');
    expect(readPath({tags: ['a', 'b']}, 'tags.1')).toBe('b');
    expect(readPath({author: null}, 'author.name')).toBeUndefined();
  });
});
