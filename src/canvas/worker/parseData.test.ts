import {parseData} from './parseData';
import {locationOf} from './sourceLocation';

describe('locationOf', () => {
  it('turns an offset into a line and a column', () => {
    expect(locationOf('ab\ncd', 0)).toEqual({line: 1, column: 1});
    expect(locationOf('ab\ncd', 4)).toEqual({line: 2, column: 2});
  });
});

describe('parseData', () => {
  it('reads an empty editor as no variables', () => {
    expect(parseData('  \n')).toEqual({ok: true, data: {}});
  });

  it('reads a JSON object', () => {
    expect(parseData('{"post": {"title": "Hi"}}')).toEqual({
      ok: true,
      data: {post: {title: 'Hi'}},
    });
  });

  it('says where the JSON goes wrong', () => {
    const result = parseData('{\n  "a": 1,\n}');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toMatchObject({
      kind: 'data',
      source: 'data',
      location: {line: 3, column: 1},
    });
    expect(result.problem.message).toBe('The data is not valid JSON (line 3, column 1).');
    expect(result.problem.engineMessage).toMatch(/JSON/);
  });

  it('points at the end when the JSON stops early', () => {
    const result = parseData('{"a": ');
    expect(result.ok ? undefined : result.problem.location).toEqual({line: 1, column: 6});
  });

  it('refuses data that is not an object', () => {
    const result = parseData('[1, 2]');
    expect(result.ok ? undefined : result.problem.message).toMatch(/must be a JSON object/);
  });
});
