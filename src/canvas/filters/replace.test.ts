import {replace} from './replace';
import {applyFilter} from './testing';

describe('replace', () => {
  it('replaces placeholders', () => {
    expect(
      applyFilter(replace, 'Hello %name%, you have %count% items', {'%name%': 'Ada', '%count%': 3}),
    ).toBe('Hello Ada, you have 3 items');
  });

  it('prefers the longest match and never re-replaces', () => {
    expect(applyFilter(replace, 'ab', {a: 'b', b: 'c'})).toBe('bc');
    expect(applyFilter(replace, 'Hi all', {Hi: 'Hello', 'Hi all': 'Welcome'})).toBe('Welcome');
    expect(applyFilter(replace, 'a.b.c', {'.': '/'})).toBe('a/b/c');
  });

  it('handles null, empty keys and unicode', () => {
    expect(applyFilter(replace, null, {a: 'b'})).toBe('');
    expect(applyFilter(replace, 'abc', {'': 'x'})).toBe('abc');
    expect(applyFilter(replace, 'café', {é: 'e'})).toBe('cafe');
    expect(applyFilter(replace, 'x', {x: null})).toBe('');
  });

  it('requires a hash of replacements', () => {
    expect(() => applyFilter(replace, 'abc', 'a')).toThrow(
      'The "replace" filter expects a sequence or a mapping, got "string".',
    );
    expect(() => applyFilter(replace, 'abc')).toThrow('got "null"');
  });
});
