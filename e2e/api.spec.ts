/**
 * The API reference (/api) in the built site: every endpoint page and the
 * OpenAPI documents answer, the sidebars show method badges and the three
 * collapsible Console sections, reference sidebars start with the 'APIs'
 * back link, and API pages highlight "API reference" in the header.
 * Routes, labels and methods come from the model in src/data/api.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {endpoints, references, referencesById} from '../src/data/api';

const sidebar = (page: Page): Locator => page.locator('nav[aria-label="Docs sidebar"]');

test('every endpoint page and every reference page answers 200', async ({request}) => {
  const pages = [
    '/api',
    ...references.flatMap((reference) =>
      reference.pages.map((page) => `/api/${page.docId.replace(/\/index$/, '')}`),
    ),
    ...endpoints.map((endpoint) => endpoint.route),
  ];
  expect(pages.length).toBeGreaterThan(110);
  const failures: string[] = [];
  for (const path of pages) {
    const response = await request.get(path);
    if (response.status() !== 200) failures.push(`${path}: ${response.status()}`);
  }
  expect(failures).toEqual([]);
});

test('each API has an OpenAPI 3.1 document, linked from its introduction', async ({
  page,
  request,
}) => {
  for (const api of ['admin', 'console', 'project'] as const) {
    const response = await request.get(`/api/${api}/openapi.json`);
    expect(response.status()).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      servers: {url: string}[];
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers[0]?.url).toBe(`https://api.tessera.dev/${api}/v1`);
    await open(page, `/api/${api}`);
    await expect(page.locator('article').getByRole('link', {name: 'openapi.json'})).toHaveAttribute(
      'href',
      `/api/${api}/openapi.json`,
    );
  }
});

test('an endpoint page shows the method and URL, the sections in its table of contents, and copyable examples', async ({
  page,
}) => {
  await open(page, '/api/admin/blogs/create');
  await expect(page).toHaveTitle(/^Create a blog \| Developers$/);
  await expect(page.getByTestId('api-endpoint')).toHaveText(
    'POSThttps://api.tessera.dev/admin/v1/blogs',
  );
  // From 1200 px the examples take the right-hand column, and 'On this page' is the panel above the content.
  await page.getByRole('button', {name: 'On this page'}).click();
  const toc = page.locator('.theme-doc-toc-mobile');
  for (const heading of [
    'Authentication',
    'Parameters',
    'Body parameters',
    'Example request',
    'Example response',
    'Errors',
    'Related',
  ]) {
    await expect(toc.getByRole('link', {name: heading, exact: true})).toBeVisible();
  }
  await expect(page.locator('h3#body-parameters')).toBeVisible();
  const examples = page.locator('.tabs-container').filter({hasText: 'Bearer tak_...'});
  await expect(examples.getByRole('tab')).toHaveText(['curl', 'JavaScript', 'Python', 'PHP']);
  await expect(page.getByRole('tab', {name: 'curl'})).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', {name: 'JavaScript'}).click();
  await expect(
    page.getByRole('tabpanel').filter({hasText: 'await fetch(url, options)'}),
  ).toBeVisible();
  await page.getByRole('tab', {name: 'PHP'}).click();
  await expect(
    page.getByRole('tabpanel').filter({hasText: "$client->request('POST'"}),
  ).toBeVisible();
  await expect(page.locator('article').getByRole('button', {name: /copy/i}).first()).toBeAttached();
  await expect(
    page.locator('article').getByRole('link', {name: 'Update a blog', exact: true}),
  ).toHaveAttribute('href', '/api/admin/blogs/update');
});

/** Expands a collapsed category, so that its items render. */
async function expand(nav: Locator, label: string): Promise<void> {
  const toggle = nav.getByRole('button', {name: label, exact: true});
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false')
    await toggle.click();
}

// One test a reference: each opens its own sidebar and expands every resource.
for (const id of ['admin', 'console', 'project', 'agencies', 'user'] as const) {
  test(`the ${id} sidebar shows the method badge of a sample of items from every resource`, async ({
    page,
  }) => {
    const reference = referencesById[id];
    const first = reference.resources[0]?.endpoints[0];
    if (!first) throw new Error(`${id} has no endpoints`);
    await open(page, first.route);
    const nav = sidebar(page);
    for (const resource of reference.resources) {
      await expand(nav, resource.label);
      // The first and the last call of each resource: together they cover every method.
      const sample = [
        ...new Set([resource.endpoints[0], resource.endpoints[resource.endpoints.length - 1]]),
      ];
      for (const endpoint of sample) {
        if (!endpoint) continue;
        const link = nav.getByRole('link', {
          name: `${endpoint.method} ${endpoint.summary}`,
          exact: true,
        });
        await expect(link, `${endpoint.id} in the ${reference.title} sidebar`).toHaveAttribute(
          'data-method',
          endpoint.method,
        );
        const badge = await link.evaluate((element) => {
          const style = getComputedStyle(element, '::before');
          return {content: style.content, background: style.backgroundColor};
        });
        expect(badge.content).toBe(`"${endpoint.method}"`);
        expect(badge.background).not.toBe('rgba(0, 0, 0, 0)');
      }
    }
  });
}

test('the four methods have four different badge colours', async ({page}) => {
  await open(page, '/api/console/projects/list');
  const colours = await sidebar(page).evaluate((nav) =>
    ['GET', 'POST', 'PATCH', 'DELETE'].map((method) => {
      const link = nav.querySelector(`a[data-method="${method}"]`);
      return link ? getComputedStyle(link, '::before').backgroundColor : null;
    }),
  );
  expect(colours).not.toContain(null);
  expect(new Set(colours).size).toBe(4);
});

test('invites, members and roles collapse and expand; other sections stay open', async ({page}) => {
  await open(page, '/api/console/brand/create');
  const nav = sidebar(page);
  const samples = {
    Invites: 'PATCH Update an invite',
    Members: 'GET Retrieve a member',
    Roles: 'POST Create a role',
  };
  for (const [label, item] of Object.entries(samples)) {
    const toggle = nav.getByRole('button', {name: label, exact: true});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', {name: item, exact: true})).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', {name: item, exact: true})).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', {name: item, exact: true})).toBeHidden();
  }
  await expect(nav.getByRole('button', {name: 'Projects', exact: true})).toHaveCount(0);
  await expect(nav.getByRole('link', {name: 'POST Publish a project', exact: true})).toBeVisible();
});

for (const [path, title] of [
  ['/api/admin/blogs/create', 'Admin API'],
  ['/api/console/projects/list', 'Console API'],
] as const) {
  test(`the ${title} sidebar starts with the back link 'APIs' and the reference title`, async ({
    page,
  }) => {
    await open(page, path);
    const items = sidebar(page).locator(':scope > ul > li');
    await expect(items.nth(0)).toHaveText('APIs');
    await expect(items.nth(1)).toHaveText(title);
    await expect(items.nth(0).getByRole('link', {name: 'APIs', exact: true})).toHaveAttribute(
      'href',
      '/api',
    );
    await sidebar(page).getByRole('link', {name: 'APIs', exact: true}).click();
    await expect(page).toHaveURL(/\/api$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API reference');
  });
}

for (const path of ['/api', '/api/admin', '/api/console/domains/verify', '/api/user']) {
  test(`${path} highlights "API reference" in the header`, async ({page}) => {
    await open(page, path);
    await expect(page.locator('.navbar__link--active')).toHaveText('API reference');
  });
}

test('the overview lists the three references, then Agencies and User', async ({page}) => {
  await open(page, '/api');
  const main = page.locator('article');
  for (const [name, href] of [
    ['Console API', '/api/console'],
    ['Admin API', '/api/admin'],
    ['Project API', '/api/project'],
    ['List agencies', '/api/agencies/list'],
    ['Update an agency', '/api/agencies/update'],
    ['Retrieve the current user', '/api/user'],
    ['Change your email address', '/api/user/email'],
  ] as const) {
    await expect(main.getByRole('link', {name, exact: true}).first()).toHaveAttribute('href', href);
  }
});
