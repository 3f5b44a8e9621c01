/**
 * "Try it" on a reference page and the /playground page, in Chromium against
 * the production build: live output, Reset, links that carry the state,
 * problems a reader can act on, and untrusted output that never runs.
 */
import type {Locator, Page} from '@playwright/test';
import {compressToEncodedURIComponent} from 'lz-string';
import {test, expect, open} from './fixtures';
import {applyTheme, seriousViolations, type AxeScope, type Theme} from './axe';

const DATE_PAGE = '/docs/canvas/filters/date';

/** The date example with the reader's own data, and what it renders. */
const AUTUMN_DATA = '{"post": {"title": "Autumn", "published_at": "2026-10-01T10:00:00Z"}}';
const AUTUMN_OUTPUT = '<time datetime="2026-10-01T10:00:00+00:00">October 1, 2026</time>';

/** The first example of the date page, as printed. */
const PRINTED_OUTPUT = '<time datetime="2026-03-02T08:15:00+00:00">March 2, 2026</time>';

function editor(scope: Page | Locator, name: 'Template' | 'Data (JSON)'): Locator {
  return scope.getByRole('textbox', {name, exact: true});
}

function output(scope: Page | Locator): Locator {
  return scope.locator('[data-output-view="source"] pre');
}

/** Replaces an editor's text the way a reader would: select all, type. */
async function retype(page: Page, target: Locator, text: string): Promise<void> {
  await target.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

function playgroundLink(template: string, data = ''): string {
  return `/playground#code=${compressToEncodedURIComponent(JSON.stringify({template, data}))}`;
}

/** Rendering ends with "Rendered in N ms" or a problem. */
async function rendered(scope: Page | Locator): Promise<void> {
  await expect(scope.locator('[data-render-state="done"], [data-problem]').first()).toBeVisible();
}

test.describe('Try it on a reference page', () => {
  test('loads nothing until pressed, then edits and resets', async ({page}) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await open(page, DATE_PAGE);

    const examples = page.locator('.theme-doc-markdown').getByRole('button', {name: 'Try it'});
    const templates = page.locator('.theme-doc-markdown [class*="codeBlockTitle"]', {
      hasText: /^Template$/,
    });
    await expect(examples).toHaveCount(await templates.count());
    expect(await examples.count()).toBeGreaterThan(1);
    await expect(page.getByRole('textbox', {name: 'Template'})).toHaveCount(0);
    expect(workers).toEqual([]);

    await examples.first().click();
    const panel = page.locator('[data-canvas-workbench]');
    await expect(editor(panel, 'Template')).toBeFocused();
    await rendered(panel);
    // Unedited, the example renders exactly what the page printed.
    await expect(output(panel)).toHaveText(PRINTED_OUTPUT);
    expect(workers).toHaveLength(1);

    await retype(
      page,
      editor(panel, 'Template'),
      "<p>{{ post.title|upper }}, {{ post.published_at|date('Y') }}</p>",
    );
    await expect(output(panel)).toHaveText('<p>SPRING COLLECTION, 2026</p>');
    await expect(panel.getByText(/^Rendered in (<1|\d+) ms$/)).toBeVisible();

    await page.getByRole('button', {name: 'Reset'}).click();
    await expect(output(panel)).toHaveText(PRINTED_OUTPUT);
    await expect(editor(panel, 'Template')).toContainText("post.published_at|date('F j, Y')");

    await retype(page, editor(panel, 'Data (JSON)'), AUTUMN_DATA);
    await expect(output(panel)).toHaveText(AUTUMN_OUTPUT);
  });

  test('is built out of sight on hover, and the press shows it, on a loaded page and after client-side navigation', async ({
    page,
  }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const panel = page.locator('[data-canvas-workbench]');
    const pressFirstAfterHover = async () => {
      const button = page.locator('.theme-doc-markdown').getByRole('button', {name: 'Try it'});
      await button.first().hover();
      // Built and rendered with its worker, but not shown, focusable or announced before the press.
      await expect(panel.locator('[data-render-state="done"]')).toBeAttached();
      await expect(panel).toBeHidden();
      await expect(page.getByRole('textbox', {name: 'Template'})).toHaveCount(0);
      await button.first().click();
      await expect(panel).toBeVisible();
      await expect(editor(panel, 'Template')).toBeFocused();
      await rendered(panel);
    };

    await open(page, DATE_PAGE);
    await pressFirstAfterHover();
    await expect(output(panel)).toHaveText(PRINTED_OUTPUT);
    // The worker started on hover is the one the panel renders with.
    expect(workers).toHaveLength(1);

    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'date_modify', exact: true})
      .click();
    await expect(page).toHaveURL(/\/docs\/canvas\/filters\/date_modify$/);
    await pressFirstAfterHover();
    await retype(page, editor(panel, 'Template'), '<b>{{ 1 + 1 }}</b>');
    await expect(output(panel)).toHaveText('<b>2</b>');
  });

  test('opens the edited example in the playground', async ({page}) => {
    await open(page, DATE_PAGE);
    await page.locator('.theme-doc-markdown').getByRole('button', {name: 'Try it'}).first().click();
    const panel = page.locator('[data-canvas-workbench]');
    await rendered(panel);
    await retype(page, editor(panel, 'Data (JSON)'), AUTUMN_DATA);
    await expect(output(panel)).toHaveText(AUTUMN_OUTPUT);

    await page.getByRole('link', {name: 'Open in playground'}).click();
    await expect(page).toHaveURL(/\/playground#code=/);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await rendered(page);
    await expect(editor(page, 'Data (JSON)')).toContainText('"Autumn"');
    await expect(output(page)).toHaveText(AUTUMN_OUTPUT);
  });

  test("the playground's copied link opens the same example in another tab", async ({
    page,
    context,
  }) => {
    await open(
      page,
      playgroundLink(
        "<time datetime=\"{{ post.published_at|date('c') }}\">{{ post.published_at|date('F j, Y') }}</time>",
        AUTUMN_DATA,
      ),
    );
    await rendered(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', {name: 'Copy link'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Link copied.'})).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/playground#code=/);

    const second = await context.newPage();
    await second.goto(link);
    await second.locator('html[data-has-hydrated="true"]').waitFor();
    await rendered(second);
    await expect(output(second)).toHaveText(AUTUMN_OUTPUT);
    await second.close();
  });

  test('Escape then Tab leaves the editor', async ({page}) => {
    await open(page, DATE_PAGE);
    await page.getByRole('button', {name: 'Try it'}).first().click();
    const template = editor(page, 'Template');
    await expect(template).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(template).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(template).not.toBeFocused();
  });
});

test.describe('the playground', () => {
  test('opens the default example and switches starting examples', async ({page}) => {
    await open(page, '/playground');
    await rendered(page);
    await expect(output(page)).toContainText(
      '<a href="/blog/spring-collection">Spring collection</a>',
    );
    await page.getByRole('button', {name: 'Macro'}).click();
    await expect(output(page)).toContainText('<a href="/shop/new">New in</a>');
    await expect(page).toHaveURL(/#code=/);
  });

  test('says why a damaged or over-long link opened the default example', async ({page}) => {
    await open(page, '/playground#code=NoWhEre$$$');
    await expect(page.getByRole('alert')).toHaveText(
      'The link is damaged: it may have been cut short when it was copied. The playground opened the default example instead.',
    );
    await rendered(page);
    await expect(output(page)).toContainText('Spring collection');

    await open(page, `/playground#code=${'A'.repeat(20_000)}`);
    await expect(page.getByRole('alert')).toContainText('The link is too long');
  });

  test('a link pasted just as the playground writes its own address still opens', async ({
    page,
  }) => {
    await open(page, '/playground');
    await rendered(page);
    await expect(page).toHaveURL(/#code=/);
    // The pasted link commits, then the playground's pending write lands before the
    // hashchange event is handled: the handler must read the event, not the address bar.
    await page.evaluate(
      (pasted) => {
        const own = window.location.hash;
        window.location.hash = pasted;
        window.history.replaceState(window.history.state, '', own);
      },
      `#code=${'A'.repeat(20_000)}`,
    );
    await expect(page.getByRole('alert')).toContainText('The link is too long');
  });

  test('shows a syntax error on its line, and an unknown filter with the closest documented one', async ({
    page,
  }) => {
    await open(page, '/playground');
    await rendered(page);
    const template = editor(page, 'Template');

    await retype(
      page,
      template,
      '<ul>\n{% for post in posts %}\n  <li>{{ post.title }}</li>\n</ul>',
    );
    const problem = page.locator('[data-problem]');
    await expect(problem).toHaveAttribute('data-problem', 'syntax');
    await expect(problem).toContainText(
      'Syntax error (line 2, column 1): Unable to find an end tag',
    );
    await expect(page.locator('[data-editor="twig"] .cm-line').nth(1)).toHaveClass(
      /cm-canvas-error-line/,
    );

    await retype(page, template, '<h1>{{ posts|first|uper }}</h1>');
    await expect(problem).toHaveText(
      /Canvas has no filter named "uper" \(line 1, column 20\)\. Did you mean "upper"\?/,
    );
    await expect(problem.getByRole('link', {name: 'upper filter reference'})).toHaveAttribute(
      'href',
      '/docs/canvas/filters/upper',
    );
  });

  test('shows data that is not valid JSON with its line and column', async ({page}) => {
    await open(page, '/playground');
    await rendered(page);
    const template = editor(page, 'Template');
    const problem = page.locator('[data-problem]');

    await retype(page, template, '<h1>{{ title }}</h1>');
    await retype(page, editor(page, 'Data (JSON)'), '{\n  "title": "Hi",\n}');
    await expect(problem).toHaveAttribute('data-problem', 'data');
    await expect(problem).toContainText('The data is not valid JSON (line 3, column 1).');
    await retype(page, editor(page, 'Data (JSON)'), '{"title": "Hi"}');
    await expect(output(page)).toHaveText('<h1>Hi</h1>');
  });

  test('stops a runaway template after 2 seconds while the page stays responsive', async ({
    page,
  }) => {
    await open(page, '/playground');
    await rendered(page);
    const template = editor(page, 'Template');
    const problem = page.locator('[data-problem]');

    await retype(
      page,
      template,
      '{% for a in 1..10000 %}{% for b in 1..10000 %}{% for c in 1..10000 %}{% endfor %}{% endfor %}{% endfor %}',
    );
    // While the worker loops (two seconds before it is stopped), the page's main thread answers at once.
    await expect(page.locator('[data-render-state="pending"]')).toBeVisible();
    const started = Date.now();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(page.locator('[data-render-state="pending"]')).toBeVisible();
    // A control answers while the worker loops, and stays where it was when the stop puts the
    // problem in place of the status line: the problem sits below the view switch, not above it.
    const preview = page.getByRole('button', {name: 'Preview'});
    const before = await preview.boundingBox();
    await preview.click();
    await expect(preview).toHaveAttribute('aria-pressed', 'true');
    await expect(problem).toContainText('The render was stopped after 2 seconds', {
      timeout: 10_000,
    });
    expect(await preview.boundingBox()).toEqual(before);

    await retype(page, template, '<p>{{ 6 * 7 }}</p>');
    await expect(page.locator('[data-render-state="done"]')).toBeVisible();
    expect(await preview.boundingBox()).toEqual(before);
    await page.getByRole('button', {name: 'HTML'}).click();
    await expect(output(page)).toHaveText('<p>42</p>');
  });

  test('a link whose template writes script never runs it, in the page or the preview', async ({
    page,
    pageErrors,
  }) => {
    // The preview frame reports the script it refused to run: that refusal is the point of the test.
    pageErrors.allow(/Blocked script execution in 'about:srcdoc'|Content Security Policy/);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const payload =
      '<h1>{{ title }}</h1><script>window.parent.pwned = "script"; alert(1)</script>' +
      '<img src="x" onerror="window.parent.pwned = \'img\'; alert(2)">' +
      '{{ evil|raw }}';
    const data = JSON.stringify({
      title: '<img src=y onerror=alert(3)>',
      evil: '<script>alert(4)</script><img src=z onerror="alert(5)">',
    });
    await open(page, playgroundLink(payload, data));
    await rendered(page);
    // Inline scripts and scripts of other origins: the site adds its own files as it goes (a
    // chunk as it loads, the analytics script once the page is idle), which says nothing of the template.
    const pageCounts = () =>
      page.evaluate(() => ({
        scripts: [...document.scripts].filter(
          (script) => !script.src || new URL(script.src).origin !== location.origin,
        ).length,
        images: document.images.length,
        onerror: document.querySelectorAll('[onerror]').length,
      }));
    const before = await pageCounts();
    await expect(output(page)).toContainText('<script>window.parent.pwned');
    await expect(output(page)).toContainText('&lt;img src=y onerror=alert(3)&gt;');

    await page.getByRole('button', {name: 'Preview'}).click();
    const frame = page.locator('iframe[title="Preview of the output"]');
    await expect(frame).toHaveAttribute('sandbox', '');
    const preview = page.frameLocator('iframe[title="Preview of the output"]');
    await expect(preview.locator('h1')).toHaveText('<img src=y onerror=alert(3)>');
    await page.waitForTimeout(500);

    expect(dialogs).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as {pwned?: string}).pwned),
    ).toBeUndefined();
    expect(await pageCounts()).toEqual({...before, onerror: 0});
  });
});

/** axe's serious and critical violations in `scope`, with `theme` applied in place. */
async function violationsIn(
  page: Page,
  theme: Theme,
  where: string,
  scope: AxeScope = 'main',
): Promise<string[]> {
  await applyTheme(page, theme);
  return (await seriousViolations(page, scope)).map(
    (violation) =>
      `${where} (${theme}): ${violation.impact} ${violation.id} — ${violation.help} — ${violation.targets.slice(0, 3).join(', ')}`,
  );
}

// One test a theme and state, so a slow or failing one names itself.
for (const theme of ['light', 'dark'] as const) {
  test(`an open Try it showing a problem has no serious accessibility violation (${theme})`, async ({
    page,
  }) => {
    await open(page, DATE_PAGE);
    await page.getByRole('button', {name: 'Try it'}).first().click();
    await rendered(page);
    await retype(page, editor(page, 'Template'), '{{ title|uper }}');
    await expect(page.locator('[data-problem]')).toBeVisible();
    // The panel only: the rest of the page is the accessibility sweep's.
    expect(
      await violationsIn(page, theme, 'Try it with a problem', {within: '[data-canvas-workbench]'}),
    ).toEqual([]);
  });

  test(`the playground has no serious accessibility violation (${theme})`, async ({page}) => {
    await open(page, '/playground');
    await rendered(page);
    expect(await violationsIn(page, theme, 'playground')).toEqual([]);
  });

  test(`the playground's preview has no serious accessibility violation (${theme})`, async ({
    page,
  }) => {
    await open(page, '/playground');
    await rendered(page);
    await page.getByRole('button', {name: 'Preview'}).click();
    expect(await violationsIn(page, theme, 'playground preview')).toEqual([]);
  });
}
