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

/** `page` checks the whole document; `main` only the page's own content (its header, sidebar and footer checked elsewhere). */
export type AxeScope = 'page' | 'main';

export async function seriousViolations(
  page: Page,
  scope: AxeScope = 'page',
): Promise<Violation[]> {
  const installed = await page.evaluate(() => 'axe' in window);
  if (!installed) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({tags, mainOnly}) => {
      const axe = (
        window as unknown as {
          axe: {run: (context: unknown, options: object) => Promise<{violations: unknown[]}>};
        }
      ).axe;
      const context = mainOnly && document.querySelector('main') ? {include: [['main']]} : document;
      const result = await axe.run(context, {
        runOnly: {type: 'tag', values: tags},
        resultTypes: ['violations'],
      });
      return result.violations;
    },
    {tags: [...AXE_TAGS], mainOnly: scope === 'main'},
  );
  return blockingViolations(violations as AxeResultViolation[]);
}
