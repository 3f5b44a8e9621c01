import {defaultFilter} from './default';
import {applyFilter, render} from './testing';

describe('default', () => {
  it('replaces undefined and empty values', () => {
    expect(render('{{ missing|default("Guest") }}')).toBe('Guest');
    expect(render('{{ user.name|default("Guest") }}', {user: {}})).toBe('Guest');
    for (const empty of [null, undefined, '', false, [], {}])
      expect(applyFilter(defaultFilter, empty, 'x')).toBe('x');
  });

  it('keeps 0, "0", whitespace and unicode text', () => {
    expect(applyFilter(defaultFilter, 0, 'x')).toBe(0);
    expect(applyFilter(defaultFilter, '0', 'x')).toBe('0');
    expect(applyFilter(defaultFilter, ' ', 'x')).toBe(' ');
    expect(applyFilter(defaultFilter, 'ünïcode', 'x')).toBe('ünïcode');
  });

  it('defaults to an empty string', () => {
    expect(applyFilter(defaultFilter, null)).toBe('');
    expect(render('[{{ missing|default }}]')).toBe('[]');
  });

  it("is the filter templates run (Twig.js' own gives '')", () => {
    expect(render("{{ false|default('d') }}")).toBe('d');
  });
});
