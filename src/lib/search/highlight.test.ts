import {highlight, snippet, type QueryMatch} from './highlight';

const match = (queryTerm: string, ...docTerms: string[]): QueryMatch => ({
  queryTerm,
  docTerms: new Set(docTerms.length ? docTerms : [queryTerm]),
});

describe('highlight', () => {
  test('marks matched words and escapes everything else', () => {
    const result = highlight('Use <script> & date("now")', [match('date')]);
    expect(result.value).toBe('Use &lt;script&gt; &amp; <mark>date</mark>(&quot;now&quot;)');
    expect(result.matchLevel).toBe('full');
    expect(result.matchedWords).toEqual(['date']);
  });

  test('a joined identifier is marked whole, a part alone', () => {
    expect(highlight('the json_encode filter', [match('jsonencode')]).value).toBe(
      'the <mark>json_encode</mark> filter',
    );
    expect(highlight('the json_encode filter', [match('json')]).value).toBe(
      'the <mark>json</mark>_encode filter',
    );
  });

  test('match levels', () => {
    expect(highlight('date filter', [match('date'), match('zzz')]).matchLevel).toBe('partial');
    expect(highlight('nothing here', [match('date')]).matchLevel).toBe('none');
  });

  test('markup in the text never comes out as markup, whatever matched', () => {
    const value = highlight('<img src=x onerror=alert(1)>', [match('img'), match('onerror')]).value;
    expect(value).not.toMatch(/<img|<\/?[a-z]+ /);
    expect(value.replace(/<\/?mark>/g, '')).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  test('uses the tags of the request', () => {
    expect(highlight('date', [match('date')], {pre: '<em>', post: '</em>'}).value).toBe(
      '<em>date</em>',
    );
  });
});

describe('snippet', () => {
  const text =
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen date sixteen seventeen eighteen nineteen twenty';

  test('cuts to the requested word count around the match, with the ellipsis', () => {
    const result = snippet(text, [match('date')], 10);
    // The window starts two words before the match, moved back so that it holds ten words.
    expect(result.value).toBe(
      '…eleven twelve thirteen fourteen <mark>date</mark> sixteen seventeen eighteen nineteen twenty',
    );
    expect(snippet(`${text} a b c d e f`, [match('date')], 10).value).toBe(
      '…thirteen fourteen <mark>date</mark> sixteen seventeen eighteen nineteen twenty a b…',
    );
  });

  test.each([10, 5])('never more than %i words', (words) => {
    const result = snippet(text, [match('date')], words);
    const body = result.value.replace(/…/g, '').replace(/<\/?mark>/g, '');
    expect(body.split(' ')).toHaveLength(words);
    expect(result.value).toContain('<mark>date</mark>');
  });

  test('starts at the beginning when nothing matched, ellipsis only at the end', () => {
    expect(snippet(text, [match('zzz')], 3).value).toBe('one two three…');
  });

  test('short text is whole, without ellipsis', () => {
    expect(snippet('a <b> date', [match('date')], 10).value).toBe('a &lt;b&gt; <mark>date</mark>');
  });
});
