/**
 * Try it against the mock of the APIs (`npm run mock`), started by this file on the ports Try it
 * sends to, under the site's own security policy: the browser reaches each API's mock; from an
 * endpoint page a reader builds a request, sends it and sees the documented answer (201, the 400 of
 * a missing field, the 401 of a missing key), the key they set fills the samples of other pages
 * and is gone with the tab, a hostile value stays text, axe passes in both themes, and with the
 * mock stopped the reader is told what to start.
 */
import type {Page} from '@playwright/test';
import Ajv2020 from 'ajv/dist/2020';
import {test, expect, open} from './fixtures';
import {applyTheme, seriousViolations} from './axe';
import {apis, getEndpoint} from '../src/data/api';
import {successStatus} from '../src/data/api/examples';
import {DEFAULT_PORTS, startMock, type RunningMock} from '../mock/launch';

// One worker for the file: a second one would start a second mock on the same ports.
test.describe.configure({mode: 'serial'});

let mock: RunningMock | undefined;

test.beforeAll(async () => {
  // The ports of `npm run mock`: the site's connect-src allows these origins and no others.
  mock = await startMock({ports: DEFAULT_PORTS});
});

test.afterAll(async () => {
  await mock?.stop();
});

// A POST with a JSON body, and a GET of each other API: all carry Authorization, so each is preflighted.
for (const id of ['admin.blogs.create', 'console.projects.list', 'project.posts.list']) {
  test(`the ${id} page calls the mock from the browser`, async ({page}) => {
    const endpoint = getEndpoint(id);
    await open(page, endpoint.route);
    const query = new URLSearchParams(endpoint.example.query).toString();
    const answer = await page.evaluate(
      async ({url, method, key, body}) => {
        const response = await fetch(url, {
          method,
          headers: {
            Authorization: `Bearer ${key}`,
            ...(body ? {'Content-Type': 'application/json'} : {}),
          },
          ...(body ? {body} : {}),
        });
        return {status: response.status, body: (await response.json()) as unknown};
      },
      {
        url: `${mock?.urls[endpoint.api]}${endpoint.path}${query ? `?${query}` : ''}`,
        method: endpoint.method,
        key: `${apis[endpoint.api].credential.prefix}example`,
        body: endpoint.example.body && JSON.stringify(endpoint.example.body),
      },
    );
    expect(answer).toEqual({status: successStatus(endpoint), body: endpoint.example.response});
  });
}

const CREATE_BLOG = '/api/admin/blogs/create';
const KEY = 'tak_live_8f3k2m9q5c7d';
const builder = (page: Page) => page.getByRole('form', {name: 'Try it'});

/** Opens Try it on an endpoint page from the keyboard, as a reader without a mouse would. */
async function openTryIt(page: Page, path = CREATE_BLOG): Promise<void> {
  await open(page, path);
  await page.getByRole('button', {name: 'Try it'}).focus();
  await page.keyboard.press('Enter');
  // Focus moves into the builder, on its first control.
  await expect(builder(page).getByLabel('Server')).toBeFocused();
}

async function send(page: Page): Promise<void> {
  await builder(page).getByRole('button', {name: 'Send'}).click();
  await expect(builder(page).getByRole('button', {name: 'Send'})).toBeEnabled();
}

test('Try it sends Create a blog to the mock and shows 201 with a body the document allows', async ({
  page,
  request,
}) => {
  await openTryIt(page);
  await expect(builder(page).getByLabel('Server')).toHaveValue('http://127.0.0.1:4010');
  await page.keyboard.press('Tab');
  await expect(builder(page).getByLabel('Project admin key')).toBeFocused();
  await page.keyboard.type(KEY);
  // Enter in a field sends the form.
  await page.keyboard.press('Enter');
  await expect(builder(page).getByText('201 Created')).toBeVisible();
  await expect(builder(page).getByText(/^in \d+ ms$/)).toBeVisible();

  const body = JSON.parse(
    (await builder(page).locator('pre').last().textContent()) ?? '',
  ) as unknown;
  const document = (await (await request.get('/api/admin/openapi.json')).json()) as {
    paths: Record<string, Record<string, {responses: Record<string, unknown>}>>;
  };
  const ajv = new Ajv2020({strict: false});
  ajv.addSchema({...document, $id: 'admin.json'});
  const validate = ajv.compile({
    $ref: `admin.json#/paths/~1blogs/post/responses/201/content/application~1json/schema`,
  });
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  // The schema holds the body to something: an empty object does not pass.
  expect(validate({})).toBe(false);
  expect(body).toHaveProperty('id', expect.stringMatching(/^blg_/));
});

test('a required field left empty is marked before sending, and the mock answers its 400 with the documented meaning', async ({
  page,
  pageErrors,
}) => {
  // Chromium logs every 4xx response as a console error; this test asks for one.
  pageErrors.allow(/status of 400/);
  await openTryIt(page);
  await builder(page).getByLabel('Project admin key').fill(KEY);
  const title = builder(page).getByLabel(/^title/);
  await title.fill('');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription('Required');
  await send(page);
  await expect(builder(page).getByText('400 Bad Request')).toBeVisible();
  const meaning = getEndpoint('admin.blogs.create').errors.find(
    (error) => error.code === 'invalid_request',
  )?.meaning;
  expect(meaning).toBeTruthy();
  await expect(builder(page).getByText(`invalid_request: ${meaning}`)).toBeVisible();
});

test('without a key the mock answers 401 with the documented meaning', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(/status of 401/);
  await openTryIt(page);
  await send(page);
  await expect(builder(page).getByText('401 Unauthorized')).toBeVisible();
  const unauthorized = getEndpoint('admin.blogs.create').errors.find(
    (error) => error.status === 401,
  );
  await expect(
    builder(page).getByText(`${unauthorized?.code}: ${unauthorized?.meaning}`),
  ).toBeVisible();
});

test('a hostile value is sent as data and shown as text, and what the reader typed survives closing', async ({
  page,
}) => {
  const hostile = '<img src=x onerror=alert(1)>';
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await openTryIt(page);
  await builder(page).getByLabel('Project admin key').fill(KEY);
  await builder(page)
    .getByLabel(/^title/)
    .fill(hostile);
  await builder(page).getByText('This request as code').click();
  await expect(
    builder(page).locator('[role="tabpanel"]:not([hidden])').getByText(`"title": "${hostile}"`),
  ).toBeVisible();
  await send(page);
  await expect(builder(page).getByText('201 Created')).toBeVisible();
  await builder(page).getByRole('button', {name: 'Close'}).click();
  await expect(page.getByRole('button', {name: 'Try it'})).toBeFocused();
  await page.getByRole('button', {name: 'Try it'}).click();
  await expect(builder(page).getByLabel(/^title/)).toHaveValue(hostile);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toBe(0);
});

test('the key set on one page fills the samples of another, masked, and is gone when the tab closes', async ({
  context,
  page,
}) => {
  await openTryIt(page);
  await builder(page).getByLabel('Project admin key').fill(KEY);
  await builder(page).getByLabel('Remember for this tab').check();
  await open(page, '/api/admin/blogs/list');
  const curl = page.locator('[role="tabpanel"]:not([hidden]) pre').first();
  await expect(curl).toContainText('Bearer tak_••••5c7d');
  await expect(curl).not.toContainText(KEY);
  expect(page.url()).not.toContain(KEY);
  expect(await page.evaluate(() => JSON.stringify({...localStorage}))).not.toContain(KEY);

  await page.close();
  const newTab = await context.newPage();
  await open(newTab, '/api/admin/blogs/list');
  const fresh = newTab.locator('[role="tabpanel"]:not([hidden]) pre').first();
  await expect(fresh).toContainText('Bearer tak_...');
  expect(await newTab.evaluate(() => JSON.stringify({...sessionStorage}))).not.toContain(KEY);
});

for (const theme of ['light', 'dark'] as const) {
  test(`Try it with a response has no serious accessibility violation in the ${theme} theme`, async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/status of 400/);
    await openTryIt(page);
    await builder(page).getByLabel('Project admin key').fill(KEY);
    // A field marked required, the request as code and an error response with its meaning.
    await builder(page)
      .getByLabel(/^title/)
      .fill('');
    await builder(page).getByText('This request as code').click();
    await send(page);
    await expect(builder(page).getByText('400 Bad Request')).toBeVisible();
    await applyTheme(page, theme);
    expect(await seriousViolations(page, {within: 'form[aria-label="Try it"]'})).toEqual([]);
  });
}

// Answers no documented server gives, put in the mock's place by the browser itself.
test('a body that is not JSON is shown as text, with a note', async ({page, pageErrors}) => {
  pageErrors.allow(/status of 502/);
  await page.route('http://127.0.0.1:4010/**', (route) =>
    route.fulfill({
      status: 502,
      headers: {'Content-Type': 'text/html', 'Access-Control-Allow-Origin': '*'},
      body: '<h1>Bad gateway</h1><script>window.hacked = true</script>',
    }),
  );
  await openTryIt(page);
  await send(page);
  await expect(builder(page).getByText('502 Bad Gateway')).toBeVisible();
  await expect(builder(page).getByText('The body is not JSON')).toBeVisible();
  await expect(builder(page).locator('pre').last()).toHaveText(
    '<h1>Bad gateway</h1><script>window.hacked = true</script>',
  );
  expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
});

test('a 10 MB response is cut, with a note, and the page stays responsive', async ({page}) => {
  const size = 10 * 1024 * 1024;
  await page.route('http://127.0.0.1:4010/**', (route) =>
    route.fulfill({
      status: 200,
      headers: {'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*'},
      body: `{"data":"${'x'.repeat(size - 11)}"}`,
    }),
  );
  await openTryIt(page);
  await send(page);
  await expect(builder(page).getByText('200 OK')).toBeVisible();
  await expect(
    builder(page).getByText('The body is 10.0 MB: this shows its first 256 KB.'),
  ).toBeVisible();
  // What the reader typed is still there, and the form still answers.
  await builder(page)
    .getByLabel(/^title/)
    .fill('Still here');
  await expect(builder(page).getByLabel(/^title/)).toHaveValue('Still here');
});

// Last: it stops the mock the others use.
test('with the mock stopped, Send names the address and the command that starts it', async ({
  page,
  pageErrors,
}) => {
  await mock?.stop();
  // The refused connection is the point of the test.
  pageErrors.allow(/ERR_CONNECTION_REFUSED/);
  await openTryIt(page);
  await send(page);
  await expect(builder(page).getByRole('alert')).toHaveText(
    'No answer from http://127.0.0.1:4010. Start the mock with npm run mock, then send again.',
  );
  await expect(builder(page).getByRole('alert').locator('code')).toHaveText('npm run mock');
});
