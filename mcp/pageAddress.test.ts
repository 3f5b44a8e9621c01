import {MAX_ADDRESS_LENGTH, pagePathOf} from './pageAddress';

describe('pagePathOf', () => {
  it.each([
    ['https://developers.tessera.dev/docs/canvas/filters/date', '/docs/canvas/filters/date'],
    ['http://127.0.0.1:3300/docs/canvas/filters/date/?x=1#syntax', '/docs/canvas/filters/date'],
    ['/docs/canvas/filters/date.md', '/docs/canvas/filters/date'],
    ['docs/canvas/filters/date', '/docs/canvas/filters/date'],
    ['/docs/canvas/filters/date.html', '/docs/canvas/filters/date'],
    ['/docs/canvas/index.html', '/docs/canvas'],
    ['/index.md', '/'],
    ['https://developers.tessera.dev', '/'],
    ['/', '/'],
    ['/docs/x%20y', '/docs/x y'],
  ])('%s -> %s', (address, path) => {
    expect(pagePathOf(address)).toEqual({ok: true, path});
  });

  it('drops the base path of a site served below its root', () => {
    expect(pagePathOf('https://example.com/base/docs/x', '/base/')).toEqual({
      ok: true,
      path: '/docs/x',
    });
  });

  it.each(
    [
      '',
      '   ',
      '../../etc/passwd',
      '/docs/../../etc/passwd',
      'https://developers.tessera.dev/docs/../../etc/passwd',
      '/docs/%2e%2e/%2e%2e/etc/passwd',
      '/docs\\..\\secret',
      'file:///etc/passwd',
      '/docs/%E0%A4%A',
      'x'.repeat(MAX_ADDRESS_LENGTH + 1),
    ].map((address) => [address.slice(0, 60), address]),
  )('refuses %j with a reason', (_name, address) => {
    const result = pagePathOf(address);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatch(/\w+ \w+/);
  });
});
