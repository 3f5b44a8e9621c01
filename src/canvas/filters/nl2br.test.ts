import {nl2br} from './nl2br';
import {applyFilter, render} from './testing';

describe('nl2br', () => {
  it('escapes plain text, then adds line break tags', () => {
    expect(render('{{ text|nl2br }}', {text: 'Fish & chips\n<b>to go</b>'})).toBe(
      'Fish &amp; chips<br />\n&lt;b&gt;to go&lt;/b&gt;',
    );
  });

  it('does not escape safe values again', () => {
    expect(render('{{ text|raw|nl2br }}', {text: '<b>a</b>\nb'})).toBe('<b>a</b><br />\nb');
    expect(render('{{ text|e|nl2br }}', {text: '<b>a</b>\nb'})).toBe(
      '&lt;b&gt;a&lt;/b&gt;<br />\nb',
    );
  });

  it('handles every line ending, null and unicode', () => {
    expect(applyFilter(nl2br, 'a\r\nb\rc\nd')).toBe('a<br />\r\nb<br />\rc<br />\nd');
    expect(applyFilter(nl2br, null)).toBe('');
    expect(applyFilter(nl2br, 'ünï\ncode')).toBe('ünï<br />\ncode');
    expect(() => applyFilter(nl2br, ['a'])).toThrow(
      'The "nl2br" filter expects a string, got "array".',
    );
  });
});
