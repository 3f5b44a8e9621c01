import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import contentRules, {siteContentProblems} from '.';
import {REPOSITORY_ROOT} from './markdownFiles';
import type {LoadContext} from '@docusaurus/types';

/** A copy of the site's content folders, to break one guide in. */
function siteCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-rules-'));
  for (const section of ['docs', 'api', 'guides', 'changelog'])
    cpSync(join(REPOSITORY_ROOT, section), join(dir, section), {recursive: true});
  return dir;
}

describe('the content-rules plugin', () => {
  let site: string;
  beforeAll(() => {
    site = siteCopy();
  });
  afterAll(() => rmSync(site, {recursive: true, force: true}));

  it('finds nothing wrong with the site as it is', () => {
    expect(siteContentProblems(REPOSITORY_ROOT)).toEqual([]);
  });

  it('prints a guide without createdAt, naming file, field and fix, and stops', () => {
    const guide = join(site, 'guides', 'broken-guide.md');
    const first = readFileSync(
      join(REPOSITORY_ROOT, 'guides', 'add-an-ai-support-agent.md'),
      'utf8',
    );
    writeFileSync(guide, first.replace(/^createdAt:.*\n/m, ''));
    const plugin = contentRules({siteDir: site} as LoadContext);
    const printed: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      printed.push(args.map(String).join(' '));
    });
    try {
      expect(() => plugin.loadContent?.()).toThrow('1 content problem(s), listed above.');
    } finally {
      spy.mockRestore();
    }
    expect(printed.join('\n')).toContain('guides/broken-guide.md');
    expect(printed.join('\n')).toContain('createdAt: is required (a date such as 2026-03-14)');
  });
});
