import {compact, escapeHtml, indexTerms, normalizeTerm, queryTerms} from './text';

test('identifiers give their parts and the joined form to the index', () => {
  expect(indexTerms('Use value|json_encode here')).toEqual([
    'Use',
    'value',
    'json',
    'encode',
    'jsonencode',
    'here',
  ]);
  expect(indexTerms('divisible-by')).toEqual(['divisible', 'by', 'divisibleby']);
});

test('a query keeps an identifier whole, so its last word can be a prefix', () => {
  expect(queryTerms('json_en')).toEqual(['jsonen']);
  expect(queryTerms('json encode')).toEqual(['json', 'encode']);
  expect(queryTerms('  .*+?[](){}|\\^$  ')).toEqual([]);
  expect(queryTerms('<img src=x onerror=alert(1)>')).toEqual([
    'img',
    'src',
    'x',
    'onerror',
    'alert',
    '1',
  ]);
});

test('terms are lower case without diacritics', () => {
  expect(normalizeTerm('Élan')).toBe('elan');
  expect(compact('JSON encode')).toBe('jsonencode');
  expect(compact('json_encode')).toBe('jsonencode');
});

test('HTML is escaped', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
    '&lt;a href=&quot;x&quot;&gt;&#039;&amp;&#039;&lt;/a&gt;',
  );
});

test('a version number or a dotted name is one word of the query, and its joined form is in the index', () => {
  expect(queryTerms('courier 3.4.1 release')).toEqual(['courier', '341', 'release']);
  expect(indexTerms('Courier 3.4.1 fixes')).toEqual(['Courier', '3', '4', '1', '341', 'fixes']);
  // So is a name with dots; a dot that ends a sentence is not part of it.
  expect(queryTerms('node.js end.')).toEqual(['nodejs', 'end']);
  expect(indexTerms('Use node.js.')).toEqual(['Use', 'node', 'js', 'nodejs']);
  // A host name is found by its end too.
  expect(indexTerms('my-site.tessera.site')).toEqual([
    'my',
    'site',
    'tessera',
    'site',
    'mysitetesserasite',
    'tesserasite',
  ]);
});
