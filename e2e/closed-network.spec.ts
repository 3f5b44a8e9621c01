/**
 * The browser tests run on a closed network, as CI does (scripts/chromium.ts closedNetwork): a host other
 * than loopback, by name or by address, cannot be reached, and the site on loopback can.
 */
import {test, expect, open} from './fixtures';

for (const address of ['https://example.com/', 'http://192.0.2.1/']) {
  // A tab of its own, closed at the end: the browser commits its error page after goto rejects,
  // and on the shared tab that can cut across the reset's about:blank between tests.
  test(`${address} cannot be reached`, async ({context}) => {
    const tab = await context.newPage();
    try {
      await expect(tab.goto(address)).rejects.toThrow(/ERR_PROXY_CONNECTION_FAILED/);
    } finally {
      await tab.close();
    }
  });
}

test('the site on loopback can', async ({page}) => {
  await open(page, '/docs');
  await expect(page.getByRole('main')).toBeVisible();
});
