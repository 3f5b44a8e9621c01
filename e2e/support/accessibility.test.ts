/** @jest-environment jsdom */
import axe from 'axe-core';
import {AXE_TAGS, blockingViolations} from './accessibility';

async function check(html: string) {
  document.documentElement.lang = 'en';
  document.title = 'Fixture';
  document.body.innerHTML = `<main><h1>Fixture</h1>${html}</main>`;
  // Colour contrast needs layout, which jsdom does not do; the browser sweep checks it.
  const result = await axe.run(document.body, {
    runOnly: {type: 'tag', values: [...AXE_TAGS]},
    rules: {'color-contrast': {enabled: false}},
  });
  return blockingViolations(result.violations);
}

describe('the accessibility checker', () => {
  it('fails on an unlabeled button', async () => {
    const violations = await check('<button type="button"><svg aria-hidden="true"></svg></button>');
    expect(violations.map((violation) => violation.id)).toContain('button-name');
  });
  it('passes a labelled button', async () => {
    expect(await check('<button type="button">Search documentation...</button>')).toEqual([]);
  });
  it('ignores minor and moderate findings', () => {
    expect(blockingViolations([{id: 'region', impact: 'moderate', help: 'x', nodes: []}])).toEqual(
      [],
    );
  });
});
