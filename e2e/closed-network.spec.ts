/**
 * The browser tests run on a closed network, as CI does (chromium.ts closedNetwork): a host other
 * than loopback, by name or by address, cannot be reached, and the site on loopback can.
 */
import {test, expect, open} from './fixtures';

for (const address of ['https://example.com/', 'http://192.0.2.1/']) {
  test(`${address} cannot be reached`, async ({page}) => {
    await expect(page.goto(address)).rejects.toThrow(/ERR_PROXY_CONNECTION_FAILED/);
  });
}

test('the site on loopback can', async ({page}) => {
  await open(page, '/docs');
  await expect(page.getByRole('main')).toBeVisible();
});
