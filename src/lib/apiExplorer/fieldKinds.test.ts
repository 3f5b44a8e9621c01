import {FIELD_KINDS, fieldKind, type FieldInput} from './fieldKinds';

const kinds = Object.keys(FIELD_KINDS) as FieldInput[];

describe('field kinds', () => {
  it('send every value they accept as JSON that reads back the same', () => {
    const accepted: Record<FieldInput, string> = {
      text: 'Spring sale',
      integer: '-42',
      boolean: 'false',
      choice: 'draft',
      json: '{"a": [1, 2]}',
    };
    for (const kind of kinds) {
      const text = accepted[kind];
      expect(fieldKind(kind).problem(text)).toBeUndefined();
      const value = fieldKind(kind).bodyValue(text, text);
      expect(JSON.parse(JSON.stringify(value))).toEqual(value);
    }
    expect(fieldKind('integer').bodyValue('-42', '-42')).toBe(-42);
    expect(fieldKind('boolean').bodyValue('false', 'false')).toBe(false);
    expect(fieldKind('json').bodyValue('{"a": [1, 2]}', '{"a": [1, 2]}')).toEqual({a: [1, 2]});
  });

  it('name what is wrong, and send a value that does not fit as typed', () => {
    expect(fieldKind('integer').problem('1.5')).toBe('A whole number');
    expect(fieldKind('integer').bodyValue('1.5', ' 1.5')).toBe(' 1.5');
    expect(fieldKind('boolean').problem('yes')).toBe('true or false');
    expect(fieldKind('json').problem('{a: 1}')).toBe('Not valid JSON');
    expect(fieldKind('json').bodyValue('{a: 1}', '{a: 1}')).toBe('{a: 1}');
  });

  it('say how the form asks for each', () => {
    expect(kinds.filter((kind) => fieldKind(kind).lines === 'several')).toEqual(['json']);
    expect(fieldKind('boolean').options).toEqual(['true', 'false']);
    expect(fieldKind('integer').inputMode).toBe('numeric');
  });
});
