import {codeLinesSource} from './codeLinesSource';

describe('codeLinesSource', () => {
  it('highlights in place in the server render', () => {
    expect(codeLinesSource({canUseDOM: false, hydrated: false})).toBe('server');
  });

  it('keeps the server lines while the browser hydrates the page', () => {
    expect(codeLinesSource({canUseDOM: true, hydrated: false})).toBe('kept');
  });

  it('loads the highlighter for a block first rendered after hydration', () => {
    expect(codeLinesSource({canUseDOM: true, hydrated: true})).toBe('on-demand');
  });
});
