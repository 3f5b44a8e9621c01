import {allowedTagNames, stripTags, striptags} from './striptags';
import {applyFilter, render} from './testing';

describe('striptags', () => {
  it('removes tags, comments and PHP tags, keeping the text and its whitespace', () => {
    expect(applyFilter(striptags, '<p>Our <b>new</b>\n<!-- note -->range<?php echo 1 ?></p>')).toBe(
      'Our new\nrange',
    );
  });

  it('keeps the allowed tags with their attributes', () => {
    expect(allowedTagNames('<B><i>')).toEqual(new Set(['b', 'i']));
    expect(
      applyFilter(
        striptags,
        '<p>Meet <strong class="x">Lena</strong> <a href="/t">here</a></p>',
        '<strong>',
      ),
    ).toBe('Meet <strong class="x">Lena</strong> here');
  });

  it('removes a tag hidden inside another', () => {
    expect(stripTags('<<b>script>alert(1)<</b>/script>', new Set())).toBe('alert(1)');
  });

  it('keeps a < that starts no tag, and treats null as empty', () => {
    expect(applyFilter(striptags, '1 < 5')).toBe('1 < 5');
    expect(applyFilter(striptags, null)).toBe('');
  });

  it('reads safe markup as its text (Twig.js\' own printed "Object"), and its result is escaped', () => {
    expect(render("{{ '<b>a &amp; b</b>'|raw|striptags }}")).toBe('a &amp;amp; b');
    expect(render('{{ text|nl2br|striptags }}', {text: 'a <i>b</i>\nc'})).toBe(
      'a &amp;lt;i&amp;gt;b&amp;lt;/i&amp;gt;\nc',
    );
  });
});
