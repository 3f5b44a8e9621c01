/** Runs axe-core (WCAG 2.1 A and AA rules) in a page and returns its serious and critical violations. */
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {AXE_TAGS, blockingViolations, type AxeResultViolation, type Violation} from '../src/lib/quality/accessibility';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export async function seriousViolations(page: Page): Promise<Violation[]> {
  const installed = await page.evaluate(() => 'axe' in window);
  if (!installed) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as {axe: {run: (context: Document, options: object) => Promise<{violations: unknown[]}>}}).axe;
    const result = await axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
    return result.violations;
  }, [...AXE_TAGS]);
  return blockingViolations(violations as AxeResultViolation[]);
}
