import {countWords, reading_time} from './reading_time';
import {applyFilter, render} from './testing';

describe('reading_time', () => {
  it('divides words by 200 per minute and rounds up', () => {
    expect(applyFilter(reading_time, 'word '.repeat(200))).toBe(1);
    expect(applyFilter(reading_time, 'word '.repeat(201))).toBe(2);
    expect(applyFilter(reading_time, 'word '.repeat(900))).toBe(5);
    expect(applyFilter(reading_time, 'word '.repeat(900), 300)).toBe(3);
  });

  it('ignores HTML tags, comments and entities', () => {
    expect(
      countWords(
        '<p>Hello <strong>there</strong>,<br>world</p><!-- note to self --><script>var a = 1;</script>',
      ),
    ).toBe(3);
    expect(countWords('Fish&nbsp;&amp;&nbsp;chips don&rsquo;t')).toBe(3);
    expect(countWords('Crème brûlée — très bon')).toBe(4);
    expect(countWords('東京へようこそ')).toBe(7);
  });

  it('is at least one minute, even for empty text', () => {
    for (const value of [null, undefined, '', '   ', '<p></p>'])
      expect(applyFilter(reading_time, value)).toBe(1);
  });

  it('returns a number for arithmetic and rejects bad input', () => {
    expect(render('{{ body|reading_time + 1 }}', {body: 'one two'})).toBe('2');
    expect(() => applyFilter(reading_time, ['a'])).toThrow(
      'The "reading_time" filter expects text, got "array".',
    );
    expect(() => applyFilter(reading_time, 'text', 0)).toThrow(
      'a positive number of words per minute',
    );
  });
});
