/** Runs axe-core (WCAG 2.1 A and AA rules) in a page and returns its serious and critical violations. */
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {
  AXE_TAGS,
  blockingViolations,
  type AxeResultViolation,
  type Violation,
} from './support/accessibility';

export const AXE_PATH = require.resolve('axe-core/axe.min.js');
const axeSource = readFileSync(AXE_PATH, 'utf8');

/**
 * `page` checks the whole document; `main` only the page's own content (its header, sidebar and
 * footer checked elsewhere); `{within}` only the element a selector names (a panel opened on a page
 * whose content the sweep checks).
 */
export type AxeScope = 'page' | 'main' | {readonly within: string};

/** The site's two colour themes (html[data-theme]). */
export type Theme = 'light' | 'dark';

export const selectorOf = (scope: AxeScope): string | null =>
  scope === 'page' ? null : scope === 'main' ? 'main' : scope.within;

/**
 * Which elements of the scope are shown, and at what size, as one string: two themes with the same
 * shape differ only in colour.
 */
export async function renderedShape(page: Page, scope: AxeScope): Promise<string> {
  return page.evaluate((selector) => {
    const root = (selector && document.querySelector(selector)) || document.body;
    return Array.from(root.querySelectorAll('*'), (element) => {
      if (!element.checkVisibility({opacityProperty: true, visibilityProperty: true})) return '-';
      const box = element.getBoundingClientRect();
      return `${Math.round(box.width)}x${Math.round(box.height)}`;
    }).join(' ');
  }, selectorOf(scope));
}

export async function seriousViolations(
  page: Page,
  scope: AxeScope = 'page',
  rules?: readonly string[],
): Promise<Violation[]> {
  // A panel that is not there is a failure, not a reason to check the whole page instead.
  if (typeof scope === 'object') await page.locator(scope.within).first().waitFor();
  const installed = await page.evaluate(() => 'axe' in window);
  if (!installed) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({tags, selector, rules}) => {
      const axe = (
        window as unknown as {
          axe: {run: (context: unknown, options: object) => Promise<{violations: unknown[]}>};
        }
      ).axe;
      const context =
        selector && document.querySelector(selector) ? {include: [[selector]]} : document;
      const result = await axe.run(context, {
        runOnly: rules ? {type: 'rule', values: rules} : {type: 'tag', values: tags},
        resultTypes: ['violations'],
      });
      return result.violations;
    },
    {
      tags: [...AXE_TAGS],
      selector: selectorOf(scope),
      rules: rules ? [...rules] : null,
    },
  );
  return blockingViolations(violations as AxeResultViolation[]);
}

/** The theme the page shows now: html[data-theme], which a full load sets from the colour scheme. */
export async function shownTheme(page: Page): Promise<Theme> {
  const theme = await page.locator('html').getAttribute('data-theme');
  if (theme !== 'light' && theme !== 'dark') throw new Error(`html[data-theme] is "${theme}"`);
  return theme;
}

/**
 * Applies `theme` in place, as the theme switcher does (the site's colours hang off html[data-theme]
 * alone), with transitions and animations off and two frames painted: axe must measure the theme's
 * colours, not a frame halfway between the themes. The next page load starts light again.
 */
export async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(async (value) => {
    // Once a document: the sweep switches themes on one document for many routes.
    if (!document.getElementById('theme-still')) {
      const still = document.createElement('style');
      still.id = 'theme-still';
      still.textContent =
        '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(still);
    }
    document.documentElement.setAttribute('data-theme', value);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, theme);
}
