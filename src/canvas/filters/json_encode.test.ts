import {json_encode, phpJsonEncode} from './json_encode';
import {applyFilter, render} from './testing';

describe('json_encode', () => {
  it('escapes slashes and unicode like PHP', () => {
    expect(applyFilter(json_encode, {url: 'https://northwind.tessera.site/', name: 'Zoë'})).toBe(
      '{"url":"https:\\/\\/northwind.tessera.site\\/","name":"Zo\\u00eb"}',
    );
    expect(applyFilter(json_encode, '😀')).toBe('"\\ud83d\\ude00"');
  });

  it('encodes lists, hashes, empty values and scalars', () => {
    expect(applyFilter(json_encode, [1, 'two', null, true, 1.5])).toBe('[1,"two",null,true,1.5]');
    expect(applyFilter(json_encode, {})).toBe('[]');
    expect(applyFilter(json_encode, [])).toBe('[]');
    expect(applyFilter(json_encode, null)).toBe('null');
    expect(applyFilter(json_encode, undefined)).toBe('null');
    expect(applyFilter(json_encode, '')).toBe('""');
    expect(applyFilter(json_encode, 'a\n"b"')).toBe('"a\\n\\"b\\""');
  });

  it('honours flags', () => {
    expect(applyFilter(json_encode, {a: '/é'}, 64 | 256)).toBe('{"a":"/é"}');
    expect(applyFilter(json_encode, ["<a href='x'>&"], 1 | 2 | 4)).toBe(
      '["\\u003Ca href=\\u0027x\\u0027\\u003E\\u0026"]',
    );
    expect(applyFilter(json_encode, [1, 2], 16)).toBe('{"0":1,"1":2}');
    expect(applyFilter(json_encode, {a: [1], b: {}}, 128)).toBe(
      '{\n    "a": [\n        1\n    ],\n    "b": []\n}',
    );
  });

  it('keeps object literal order and PHP keys', () => {
    expect(render('{{ {b: 1, a: 2}|json_encode|raw }}')).toBe('{"b":1,"a":2}');
    expect(render('{{ data|json_encode }}', {data: {q: 'a&b'}})).toBe(
      '{&quot;q&quot;:&quot;a&amp;b&quot;}',
    );
  });

  it('gives an empty string for values JSON cannot hold', () => {
    expect(phpJsonEncode(Number.NaN)).toBe(false);
    expect(applyFilter(json_encode, [Infinity])).toBe('');
  });
});
