import {renderCanvas} from '../render';
import {canvasConstants} from '../functions/constant';
import {isEmpty, isIterable, tests} from './index';
import {identical} from './sameAs';

/** Renders `{{ expression ? 'yes' : 'no' }}` with Canvas. */
function check(expression: string, data: Record<string, unknown> = {}): string {
  return renderCanvas(`{{ ${expression} ? 'yes' : 'no' }}`, {data});
}

describe('Canvas tests', () => {
  it('registers each override once', () => {
    const names = tests.map((test) => test.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'constant',
        'divisible by',
        'empty',
        'even',
        'iterable',
        'null',
        'odd',
        'same as',
      ]),
    );
  });

  describe('constant', () => {
    it('compares a value with a named constant', () => {
      expect(check("format is constant('DATE_ATOM')", {format: 'Y-m-d\\TH:i:sP'})).toBe('yes');
      expect(check("'Y-m-d' is constant('DATE_ATOM')")).toBe('no');
      expect(check("'/_forms/' is constant('Tessera::FORMS_PATH')")).toBe('yes');
    });

    it('raises an error for an unknown constant', () => {
      expect(() => check("1 is constant('NOPE')")).toThrow('the constant "NOPE" is not defined');
      expect(Object.keys(canvasConstants)).toContain('DATE_RSS');
    });
  });

  describe('divisible by', () => {
    it('works on integers, truncating decimals as PHP does', () => {
      expect(check('9 is divisible by(3)')).toBe('yes');
      expect(check('8 is divisible by(3)')).toBe('no');
      expect(check('8 is not divisible by(3)')).toBe('yes');
      expect(check('10.5 is divisible by(2)')).toBe('yes');
      expect(check("'12' is divisible by(4)")).toBe('yes');
    });

    it('refuses to divide by zero', () => {
      expect(() => check('10 is divisible by(0)')).toThrow('cannot divide by zero');
    });
  });

  describe('empty', () => {
    it.each([
      ['""', true],
      ['null', true],
      ['false', true],
      ['[]', true],
      ['{}', true],
      ['missing', true],
      ['0', false],
      ["'0'", false],
      ["' '", false],
      ['[0]', false],
      ['{a: null}', false],
      ['true', false],
    ])('%s is empty: %s', (expression, expected) => {
      expect(check(`${expression} is empty`)).toBe(expected ? 'yes' : 'no');
    });

    it('treats collections and other objects as PHP does', () => {
      expect(isEmpty(new Map())).toBe(true);
      expect(isEmpty(new Set([1]))).toBe(false);
      expect(isEmpty(new Date())).toBe(false);
      expect(isEmpty(new String(''))).toBe(true);
    });
  });

  describe('even and odd', () => {
    it('follow PHP integer arithmetic, negative numbers included', () => {
      expect(check('-1 is odd', {})).toBe('yes');
      expect(check('n is odd', {n: -3})).toBe('yes');
      expect(check('n is even', {n: -4})).toBe('yes');
      expect(check('2.5 is even')).toBe('yes');
      expect(check('2.5 is odd')).toBe('no');
      expect(check("'7' is odd")).toBe('yes');
      expect(check('null is even')).toBe('yes');
    });

    it('raise an error for text that is not a number', () => {
      expect(() => check("'abc' is odd")).toThrow('needs a number');
    });
  });

  describe('null and none', () => {
    it('are true for null and for missing variables and keys', () => {
      expect(check('null is null')).toBe('yes');
      expect(check('missing is null')).toBe('yes');
      expect(check('post.subtitle is none', {post: {}})).toBe('yes');
      expect(check('0 is null')).toBe('no');
      expect(check("'' is not null")).toBe('yes');
    });
  });

  describe('iterable', () => {
    it('is true for sequences and mappings only', () => {
      expect(check('[] is iterable')).toBe('yes');
      expect(check('{a: 1} is iterable')).toBe('yes');
      expect(check("'abc' is iterable")).toBe('no');
      expect(check('null is iterable')).toBe('no');
      expect(check('42 is iterable')).toBe('no');
      expect(isIterable(new Map())).toBe(true);
      expect(isIterable(new Date())).toBe(false);
    });
  });

  describe('same as', () => {
    it('compares type and value', () => {
      expect(check('1 is same as(1)')).toBe('yes');
      expect(check("1 is same as('1')")).toBe('no');
      expect(check('1 is not same as(true)')).toBe('yes');
      expect(check('missing is same as(null)')).toBe('yes');
      expect(check('false is same as(0)')).toBe('no');
    });

    it('compares sequences and mappings by content, in order', () => {
      expect(check('[1, 2] is same as([1, 2])')).toBe('yes');
      expect(check('[1, 2] is same as([2, 1])')).toBe('no');
      expect(check("[1, 2] is same as(['1', 2])")).toBe('no');
      expect(check('{a: 1, b: 2} is same as({a: 1, b: 2})')).toBe('yes');
      expect(check('{a: 1, b: 2} is same as({b: 2, a: 1})')).toBe('no');
      expect(check('data is same as({a: 1, b: 2})', {data: {a: 1, b: 2}})).toBe('yes');
      expect(identical([], {})).toBe(true);
      const date = new Date();
      expect(identical(date, date)).toBe(true);
      expect(identical(date, new Date(date.getTime()))).toBe(false);
    });
  });
});
