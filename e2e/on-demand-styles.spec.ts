/**
 * The styles of what no page's HTML contains (src/plugins/on-demand-styles): the page as served
 * links only the stylesheet every page shares, and each part loaded on demand (the search overlay,
 * the two "Try it" panels, the playground's editor) is styled when it shows, by its own stylesheet
 * loaded with its code, in the order the cascade expects (the site's overlay rules after
 * DocSearch's).
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {linkedStylesheets} from './support/pageStyles';
import {ON_DEMAND_CHUNK_PREFIX} from '../src/plugins/on-demand-styles/onDemandChunks';

interface OnDemandPart {
  readonly name: string;
  readonly chunk: string;
  readonly path: string;
  /** What the reader does to show the part (nothing: it loads once the page has hydrated). */
  readonly show: (page: Page) => Promise<void>;
  /** Properties of the shown part that only its stylesheet gives. */
  readonly styled: ReadonlyArray<{
    readonly at: (page: Page) => Locator;
    readonly property: string;
    readonly value: string;
  }>;
}

const PARTS: readonly OnDemandPart[] = [
  {
    name: 'the search overlay',
    chunk: 'search',
    path: '/docs',
    show: (page) => page.keyboard.press('Control+k'),
    styled: [
      // DocSearch's modal.css…
      {at: (page) => page.locator('.DocSearch-Modal'), property: 'max-width', value: '560px'},
      // …and the site's rule after it: above the navbar (--ifm-z-index-fixed is 200).
      {at: (page) => page.locator('.DocSearch-Container'), property: 'z-index', value: '201'},
    ],
  },
  {
    name: '"Try it" on a Canvas reference page',
    chunk: 'try-canvas',
    path: '/docs/canvas/filters/date',
    show: (page) =>
      page.locator('.theme-doc-markdown').getByRole('button', {name: 'Try it'}).first().click(),
    styled: [
      {at: (page) => page.locator('[data-canvas-workbench]'), property: 'display', value: 'grid'},
    ],
  },
  {
    name: '"Try it" on an endpoint page',
    chunk: 'try-api',
    path: '/api/admin/blogs/create',
    show: (page) => page.getByRole('button', {name: 'Try it'}).click(),
    styled: [
      {at: (page) => page.getByRole('form', {name: 'Try it'}), property: 'display', value: 'grid'},
      {
        at: (page) => page.getByRole('form', {name: 'Try it'}),
        property: 'padding-top',
        value: '12px',
      },
    ],
  },
  {
    name: "the playground's editor",
    chunk: 'playground',
    path: '/playground',
    show: () => Promise.resolve(),
    styled: [
      {at: (page) => page.locator('[data-canvas-workbench]'), property: 'display', value: 'grid'},
    ],
  },
];

for (const part of PARTS) {
  test(`${part.name} is styled by its own stylesheet, loaded with its code`, async ({page}) => {
    const served = await (await page.request.get(part.path)).text();
    expect(
      linkedStylesheets(served).filter((href) => href.includes(ON_DEMAND_CHUNK_PREFIX)),
    ).toEqual([]);
    await open(page, part.path);
    await part.show(page);
    for (const {at, property, value} of part.styled) {
      await expect(at(page)).toBeVisible();
      await expect(at(page)).toHaveCSS(property, value);
    }
    const loaded = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(loaded).toContainEqual(
      expect.stringMatching(
        new RegExp(`/${ON_DEMAND_CHUNK_PREFIX}${part.chunk}\\.[0-9a-f]+\\.css$`),
      ),
    );
  });
}
