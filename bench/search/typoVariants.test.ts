import {neighbourKey, typoPlace, typoVariants} from './typoVariants';

describe('typoVariants', () => {
  it('misspells each long word four ways at one place, keeping its first letter', () => {
    const variants = typoVariants('reverse a list', new Set());
    const at = typoPlace('reverse');
    expect(at).toBeGreaterThanOrEqual(1);
    expect(at).toBeLessThanOrEqual('reverse'.length - 2);
    expect(variants.map((variant) => variant.kind)).toEqual([
      'drop',
      'swap',
      'neighbour',
      'double',
    ]);
    for (const variant of variants) {
      expect(variant.word).toBe('reverse');
      expect(variant.typo).not.toBe('reverse');
      expect(variant.typo[0]).toBe('r');
      expect(variant.query).toBe(`${variant.typo} a list`);
    }
    expect(variants[0]?.typo).toHaveLength('reverse'.length - 1);
    expect(variants[3]?.typo).toHaveLength('reverse'.length + 1);
  });

  it('leaves short words, small words and names with other characters alone', () => {
    expect(typoVariants('sort json_encode 3.4.1 where', new Set(['where']))).toEqual([]);
  });

  it('makes the same variants on every run, and none that equals the query', () => {
    const query = 'how do I format a date in a template';
    const first = typoVariants(query, new Set(['how', 'format']));
    expect(typoVariants(query, new Set(['how', 'format']))).toEqual(first);
    expect(first.map((variant) => variant.word)).toEqual([
      'template',
      'template',
      'template',
      'template',
    ]);
    expect(first.every((variant) => variant.query !== query)).toBe(true);
  });

  it('strikes the key beside a letter', () => {
    expect(neighbourKey('s')).toBe('d');
    expect(neighbourKey('p')).toBe('o');
    expect(neighbourKey('-')).toBe('-');
  });
});
