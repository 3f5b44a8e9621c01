import {twinPath} from './twinPath';

describe('twinPath', () => {
  it('adds .md to a page path', () => {
    expect(twinPath('/docs/canvas/filters/date')).toBe('/docs/canvas/filters/date.md');
  });
  it('drops a trailing slash, a query and a hash', () => {
    expect(twinPath('/guides/')).toBe('/guides.md');
    expect(twinPath('/api/admin?x=1#auth')).toBe('/api/admin.md');
  });
  it('names the home page index.md', () => {
    expect(twinPath('/')).toBe('/index.md');
  });
});
