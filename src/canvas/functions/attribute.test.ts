import {renderCanvas} from '../render';
import {attributeOf} from './attribute';

describe('attribute', () => {
  it('reads an item whose name is in a variable', () => {
    expect(
      renderCanvas('{{ attribute(post, field) }}', {
        data: {post: {title: 'Hello'}, field: 'title'},
      }),
    ).toBe('Hello');
  });

  it('keeps falsy values', () => {
    expect(attributeOf([10, 0], 1)).toBe(0);
    expect(attributeOf({views: 0}, 'views')).toBe(0);
    expect(attributeOf({draft: false}, 'draft')).toBe(false);
    expect(renderCanvas('{{ attribute(counts, 1) }}', {data: {counts: [10, 0]}})).toBe('0');
  });

  it('gives null for missing items and values that are not mappings or sequences', () => {
    expect(attributeOf({a: 1}, 'b')).toBeUndefined();
    expect(attributeOf(null, 'a')).toBeUndefined();
    expect(attributeOf('text', 0)).toBeUndefined();
    expect(attributeOf(['a'], 'length')).toBeUndefined();
    expect(attributeOf({a: 1}, 'toString')).toBeUndefined();
    expect(attributeOf({a: 1, _keys: ['a']}, '_keys')).toBeUndefined();
    // Twig.js' own attribute() reads a sequence's JavaScript length.
    expect(renderCanvas("{{ attribute(tags, 'length') ?? 'none' }}", {data: {tags: ['a']}})).toBe(
      'none',
    );
    expect(
      renderCanvas("{{ attribute(post, 'nope') is defined ? 'yes' : 'no' }}", {data: {post: {}}}),
    ).toBe('no');
  });

  it('calls a function item with the arguments', () => {
    expect(attributeOf({greet: (name: string) => `Hi ${name}`}, 'greet', ['Ada'])).toBe('Hi Ada');
  });
});
