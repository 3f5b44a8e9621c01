import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import markdownTwins, {normalizeOptions} from '.';

const summary = 'Tessera is a website-building platform; these docs cover all of it.';

function siteWith(files: Readonly<Record<string, string>>): string {
  const siteDir = mkdtempSync(join(tmpdir(), 'twins-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(siteDir, file, '..'), {recursive: true});
    writeFileSync(join(siteDir, file), content);
  }
  return siteDir;
}

function pluginFor(siteDir: string) {
  const context = {siteDir, baseUrl: '/', siteConfig: {url: 'https://developers.tessera.dev'}};
  return markdownTwins(context as unknown as LoadContext, {summary});
}

describe('markdown-twins plugin', () => {
  it('fails the build naming the file and the unknown component', async () => {
    const siteDir = siteWith({
      'docs/ok.mdx': '# Fine\n\n<ReferenceList label="Filter" />\n',
      'api/widget.mdx': '---\ntitle: x\n---\n\nText\n\n<PriceTicker symbol="TSR" />\n',
    });
    try {
      await expect(pluginFor(siteDir).loadContent?.()).rejects.toThrow(
        /api\/widget\.mdx:7: <PriceTicker>/,
      );
    } finally {
      rmSync(siteDir, {recursive: true, force: true});
    }
  });

  it('accepts pages that use only known components, and plain Markdown', async () => {
    const siteDir = siteWith({
      'api/ok.mdx': '<Endpoint id="admin.blogs.create" />\n',
      'guides/a.md': 'A <Ada> in a .md file is text, not a component.\n',
    });
    try {
      await expect(pluginFor(siteDir).loadContent?.()).resolves.toBeUndefined();
    } finally {
      rmSync(siteDir, {recursive: true, force: true});
    }
  });

  it('requires a summary for llms.txt', () => {
    expect(() => normalizeOptions({})).toThrow(/summary/);
  });
});
