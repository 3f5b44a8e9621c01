import {getEndpoint} from '.';
import {fullDescription, paramRows, typeLabel} from './format';

describe('type labels', () => {
  test('name IDs, timestamps, arrays, objects and nullable values', () => {
    expect(typeLabel({type: 'string', prefix: 'prj_'})).toBe('ID (prj_)');
    expect(typeLabel({type: 'string', format: 'date-time'}, true)).toBe('timestamp or null');
    expect(typeLabel({type: 'array', items: {type: 'string'}})).toBe('array of strings');
    expect(typeLabel({type: 'array', items: {type: 'string', prefix: 'prj_'}})).toBe(
      'array of IDs (prj_)',
    );
    expect(typeLabel({type: 'array', items: {type: 'ref', object: 'Link'}})).toBe(
      'array of Link objects',
    );
    expect(typeLabel({type: 'map'})).toBe('object');
  });
});

describe('parameter rows', () => {
  test('list the fields of an object parameter after it, with dotted names', () => {
    const rows = paramRows(getEndpoint('console.brand.create').body);
    expect(rows.map((row) => [row.name, row.depth, row.required])).toEqual([
      ['name', 0, true],
      ['logo_url', 0, false],
      ['colors', 0, false],
      ['colors.primary', 1, false],
      ['colors.accent', 1, false],
    ]);
  });

  test('mark the fields of array items with []', () => {
    const names = paramRows(getEndpoint('admin.forms.create').body).map((row) => row.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'fields',
        'fields[].name',
        'fields[].options',
        'notifications.recipients',
      ]),
    );
  });

  test('spell out allowed values, limits and defaults that the description leaves out', () => {
    expect(
      fullDescription({
        schema: {type: 'string', enum: ['a', 'b']},
        description: 'Pick one.',
        default: 'a',
      }),
    ).toBe('Pick one. One of `a`, `b`. Default: `a`.');
    expect(
      fullDescription({
        schema: {type: 'integer', minimum: 1, maximum: 100},
        description: 'How many.',
      }),
    ).toBe('How many. From 1 to 100.');
    expect(
      fullDescription({
        schema: {type: 'string', enum: ['draft', 'published']},
        description: 'Either `draft` or `published`.',
      }),
    ).toBe('Either `draft` or `published`.');
  });
});
