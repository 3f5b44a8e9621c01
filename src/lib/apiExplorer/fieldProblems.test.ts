import {fieldProblem, fieldProblems} from './fieldProblems';
import type {TryItField} from './types';

const field = (partial: Partial<TryItField>): TryItField => ({
  in: 'body',
  name: 'title',
  type: 'string',
  input: 'text',
  required: false,
  example: '',
  ...partial,
});

describe('fieldProblem', () => {
  it('marks a blank required field, and only a required one', () => {
    expect(fieldProblem(field({required: true}), ' ')).toBe('Required');
    expect(fieldProblem(field({required: false}), '')).toBeUndefined();
  });

  it('checks each kind of input', () => {
    expect(fieldProblem(field({input: 'integer'}), '12')).toBeUndefined();
    expect(fieldProblem(field({input: 'integer'}), '1.5')).toBe('A whole number');
    expect(fieldProblem(field({input: 'boolean'}), 'yes')).toBe('true or false');
    expect(fieldProblem(field({input: 'choice', choices: ['a', 'b']}), 'c')).toBe('One of a, b');
    expect(fieldProblem(field({input: 'integer', choices: ['301', '302']}), '303')).toBe(
      'One of 301, 302',
    );
    expect(fieldProblem(field({input: 'json'}), '[1,')).toBe('Not valid JSON');
    expect(fieldProblem(field({input: 'text'}), '<img src=x onerror=alert(1)>')).toBeUndefined();
  });
});

describe('fieldProblems', () => {
  it('names each field with a problem by its key', () => {
    const fields = [field({name: 'title', required: true}), field({name: 'n', input: 'integer'})];
    expect(fieldProblems(fields, {'body:title': '', 'body:n': 'x'})).toEqual({
      'body:title': 'Required',
      'body:n': 'A whole number',
    });
  });
});
