import {layoutForPage} from './layoutForPage';

describe('layoutForPage', () => {
  it('uses the docs layout by default', () => {
    expect(layoutForPage({path: '/docs/canvas/filters/date'})).toBe('docs');
  });
  it('uses the guide layout for paths under /guides/', () => {
    expect(layoutForPage({path: '/guides/tailwind-css'})).toBe('guide');
  });
  it('does not treat /guides itself or look-alike paths as guides', () => {
    expect(layoutForPage({path: '/guides'})).toBe('docs');
    expect(layoutForPage({path: '/guidesx/a'})).toBe('docs');
  });
  it('uses the API layout when the page has an api field', () => {
    expect(layoutForPage({api: 'POST /v1/projects', path: '/api/console/projects/create'})).toBe(
      'api',
    );
  });
  it('ignores an empty or non-string api field', () => {
    expect(layoutForPage({api: '  ', path: '/api/admin'})).toBe('docs');
    expect(layoutForPage({api: 42, path: '/api/admin'})).toBe('docs');
  });
  it('uses the full-width layout when the page is flagged full-width', () => {
    expect(layoutForPage({fullWidth: true, path: '/api'})).toBe('full-width');
  });
  it('ignores a fullWidth flag that is not true', () => {
    expect(layoutForPage({fullWidth: 'yes', path: '/docs'})).toBe('docs');
  });
  it('puts the full-width flag before the api field, and the api field before the guides path', () => {
    expect(layoutForPage({fullWidth: true, api: 'GET /v1/user', path: '/guides/x'})).toBe(
      'full-width',
    );
    expect(layoutForPage({api: 'GET /v1/user', path: '/guides/x'})).toBe('api');
  });
});
