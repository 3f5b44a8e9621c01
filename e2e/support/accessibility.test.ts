/** @jest-environment jsdom */
import axe from 'axe-core';
import {AXE_TAGS, COLOUR_RULES, blockingViolations, frameOf, sweepScopes} from './accessibility';

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
  it('names colour rules that axe has among the WCAG A and AA rules, so a renamed one fails here', () => {
    const ids = axe.getRules([...AXE_TAGS]).map((rule) => rule.ruleId);
    expect(ids).toEqual(expect.arrayContaining([...COLOUR_RULES]));
  });
  it('ignores minor and moderate findings', () => {
    expect(blockingViolations([{id: 'region', impact: 'moderate', help: 'x', nodes: []}])).toEqual(
      [],
    );
  });
});

describe('the sweep’s scope for each page', () => {
  it('groups pages by section, and API pages by their API', () => {
    expect(frameOf('/')).toBe('');
    expect(frameOf('/docs/canvas/filters/date')).toBe('docs');
    expect(frameOf('/api/admin/blogs/create')).toBe('api/admin');
    expect(frameOf('/api/console')).toBe('api/console');
  });

  it('checks the first page of each frame in full and only the content of the others', () => {
    const scopes = sweepScopes([
      '/api/admin',
      '/api/admin/blogs/create',
      '/api/console/projects/list',
      '/docs',
      '/docs/canvas',
      '/guides',
    ]);
    expect([...scopes]).toEqual([
      ['/api/admin', 'page'],
      ['/api/admin/blogs/create', 'main'],
      ['/api/console/projects/list', 'page'],
      ['/docs', 'page'],
      ['/docs/canvas', 'main'],
      ['/guides', 'page'],
    ]);
  });
});
