import {isNoindexPage} from './noindex';

describe('isNoindexPage', () => {
  it('reads the robots tag with quoted or minified attributes', () => {
    expect(isNoindexPage('<meta name="robots" content="noindex, follow">')).toBe(true);
    expect(isNoindexPage('<meta data-rh=true name=robots content="noindex, follow"/>')).toBe(true);
    expect(isNoindexPage("<meta name='robots' content='noindex'>")).toBe(true);
  });

  it('is false for indexable pages and other meta tags', () => {
    expect(isNoindexPage('<meta name="robots" content="index, follow">')).toBe(false);
    expect(isNoindexPage('<meta name="description" content="noindex is a word here">')).toBe(false);
    expect(isNoindexPage('<p>noindex</p>')).toBe(false);
  });
});
