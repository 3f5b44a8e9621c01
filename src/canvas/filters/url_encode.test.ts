import {url_encode} from './url_encode';
import {applyFilter, render} from './testing';

describe('url_encode', () => {
  it('percent-encodes strings as rawurlencode does', () => {
    expect(applyFilter(url_encode, 'Fish & chips/ünï')).toBe('Fish%20%26%20chips%2F%C3%BCn%C3%AF');
    expect(applyFilter(url_encode, "a+b~!*'()")).toBe('a%2Bb~%21%2A%27%28%29');
  });

  it('builds query strings from hashes', () => {
    expect(applyFilter(url_encode, {q: 'desk lamp', page: 2})).toBe('q=desk%20lamp&page=2');
    expect(applyFilter(url_encode, {tags: ['a', 'b'], skip: null, on: true, off: false})).toBe(
      'tags%5B0%5D=a&tags%5B1%5D=b&on=1&off=0',
    );
    expect(render('{{ {q: "a b", page: 2}|url_encode }}')).toBe('q=a%20b&amp;page=2');
  });

  it('handles null and numbers', () => {
    expect(applyFilter(url_encode, null)).toBe('');
    expect(applyFilter(url_encode, 1.5)).toBe('1.5');
    expect(applyFilter(url_encode, [])).toBe('');
  });
});
