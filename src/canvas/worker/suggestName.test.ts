import {editDistance, suggestName} from './suggestName';

describe('editDistance', () => {
  it('counts insertions, deletions, replacements and swaps', () => {
    expect(editDistance('upper', 'upper')).toBe(0);
    expect(editDistance('uper', 'upper')).toBe(1);
    expect(editDistance('uppr', 'upper')).toBe(1);
    expect(editDistance('lwoer', 'lower')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('suggestName', () => {
  it('suggests the closest documented filter and links its page', () => {
    expect(suggestName('uper', 'filter')).toEqual({
      name: 'upper',
      kind: 'filter',
      path: '/docs/canvas/filters/upper',
    });
    expect(suggestName('date_modfy', 'filter')?.name).toBe('date_modify');
    expect(suggestName('DATE', 'filter')?.name).toBe('date');
  });

  it('suggests the closest documented function', () => {
    expect(suggestName('rnage', 'function')).toEqual({
      name: 'range',
      kind: 'function',
      path: '/docs/canvas/functions/range',
    });
  });

  it('suggests nothing when no documented name is close', () => {
    expect(suggestName('shout_loudly', 'filter')).toBeUndefined();
  });
});
