import {column} from './column';
import {applyFilter, render} from './testing';

const team = [
  {id: 7, name: 'Ada', role: 'CTO'},
  {id: 9, name: 'Grace'},
  {id: 12, name: 'Linus', role: 'Developer'},
];

describe('column', () => {
  it('collects one field and skips rows without it', () => {
    expect(applyFilter(column, team, 'name')).toEqual(['Ada', 'Grace', 'Linus']);
    expect(applyFilter(column, team, 'role')).toEqual(['CTO', 'Developer']);
  });

  it('keys the result by another field', () => {
    expect(render('{{ team|column("name", "id")|json_encode|raw }}', {team})).toBe(
      '{"7":"Ada","9":"Grace","12":"Linus"}',
    );
    expect(render('{{ team|column("id", "name")|json_encode|raw }}', {team})).toBe(
      '{"Ada":7,"Grace":9,"Linus":12}',
    );
  });

  it('works on hashes of rows and ignores rows that are not lists or hashes', () => {
    expect(applyFilter(column, {a: {x: 1}, b: 'text', c: {x: 2}}, 'x')).toEqual([1, 2]);
    expect(applyFilter(column, [], 'x')).toEqual([]);
  });

  it('rejects values that are not iterable', () => {
    expect(() => applyFilter(column, null, 'x')).toThrow(
      'The "column" filter expects a sequence or a mapping, got "null".',
    );
    expect(() => applyFilter(column, 'ünïcode', 'x')).toThrow('got "string"');
  });
});
