import {copyrightLine, site} from './site';

test('the copyright line names the year and the product as the header does', () => {
  expect(copyrightLine(2026)).toBe('Copyright © 2026 Tessera Developers');
  expect(site.title).toBe('Tessera Developers');
});
