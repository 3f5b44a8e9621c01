/**
 * Text a reader can see at all: no visible text is transparent or the colour
 * of its background, in either theme. The accessibility sweep runs the same
 * scan on every page; these tests pin the pages where it once failed and show
 * that the scan catches the fault.
 */
import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {unreadableTextScript, type UnreadableText} from './support/textVisibility';

const scan = (page: Page, selector: string | null = null): Promise<UnreadableText[]> =>
  page.evaluate<UnreadableText[]>(unreadableTextScript(selector));

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({colorScheme: theme});

    test('the selected theme option and the active guide filter can be read', async ({page}) => {
      await open(page, '/guides');
      await expect(page.getByRole('group', {name: 'Theme'}).getByText('System')).toBeVisible();
      await expect(page.getByRole('link', {name: 'All guides'})).toHaveAttribute(
        'aria-current',
        'true',
      );
      expect(await scan(page)).toEqual([]);
    });

    test('a pressed feedback button can be read', async ({page}) => {
      await open(page, '/docs/courier/commands');
      await page.getByRole('button', {name: /Very helpful/}).click();
      await expect(page.getByRole('button', {name: /Very helpful/})).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(await scan(page)).toEqual([]);
    });
  });
}

test('the scan reports text painted in the colour of the page behind it', async ({page}) => {
  await open(page, '/guides');
  // The fault this scan was written for: text coloured with a variable that is transparent.
  // Links fade their colour; without transitions the scan sees the end state at once.
  await page.addStyleTag({content: '* { transition: none !important; }'});
  await page.addStyleTag({
    content:
      'nav[aria-label="Filter guides by tag"] a { color: var(--ifm-background-color) !important; }',
  });
  const found = await scan(page);
  expect(found.map((entry) => [entry.text, entry.reason])).toContainEqual([
    'All guides',
    'transparent',
  ]);
  await page.addStyleTag({content: 'footer p { color: rgb(250, 250, 250) !important; }'});
  expect((await scan(page)).map((entry) => entry.reason)).toContain('same as background');
  // The sweep scans a page's own content (<main>) where the frame around it is checked elsewhere:
  // that scan reports the fault inside it and none from the footer outside it.
  const inMain = await scan(page, 'main');
  expect(inMain.map((entry) => entry.text)).toContain('All guides');
  const inFooter = (entry: UnreadableText) => entry.text.startsWith('Copyright');
  expect(inMain.some(inFooter)).toBe(false);
  expect((await scan(page)).some(inFooter)).toBe(true);
});
