import {llmsFullTxt, llmsTxt, versionLlmsPath, versionOfRoute, type LlmsEntry} from './llms';

const site = {
  name: 'Tessera Developers',
  summary: 'Docs for the Tessera platform, for readers and their tools.',
};
const entry = (path: string, section: LlmsEntry['section'] = 'docs'): LlmsEntry => ({
  section,
  route: path,
  title: path,
  description: `About ${path}`,
  url: `https://developers.tessera.dev${path}`,
  twinUrl: `https://developers.tessera.dev${path}.md`,
  markdown: `# ${path}\n`,
});
const next = {name: 'current', label: 'Next', path: '/docs/next'};
const older = {name: '2025', label: '2025', path: '/docs/2025'};

describe('llms files per docs version', () => {
  it('finds the version of a page of another version, and none for the latest or outside the docs', () => {
    expect(versionOfRoute('/docs/next', [next, older])).toBe(next);
    expect(versionOfRoute('/docs/2025/canvas/filters/date', [next, older])).toBe(older);
    expect(versionOfRoute('/docs/canvas/filters/date', [next, older])).toBeUndefined();
    expect(versionOfRoute('/docs/nextjs', [next, older])).toBeUndefined();
    expect(versionOfRoute('/guides/push-a-project', [next, older])).toBeUndefined();
  });

  it('puts a version’s files in its docs folder', () => {
    expect(versionLlmsPath(older, 'llms.txt')).toBe('docs/2025/llms.txt');
    expect(versionLlmsPath(next, 'llms-full.txt')).toBe('docs/next/llms-full.txt');
  });

  it('links the other versions’ files from the root llms.txt, after the sections', () => {
    const text = llmsTxt(site, [entry('/docs/x')], {
      versions: [next, older],
      siteUrl: 'https://developers.tessera.dev',
    });
    expect(text).toContain(
      '## Other versions\n\n- [Next](https://developers.tessera.dev/docs/next/llms.txt): the unreleased docs, as they will be in the next release\n- [2025](https://developers.tessera.dev/docs/2025/llms.txt): the docs of version 2025\n',
    );
    expect(text.indexOf('## Documentation')).toBeLessThan(text.indexOf('## Other versions'));
  });

  it('has no versions section on a site with one version', () => {
    expect(llmsTxt(site, [entry('/docs/x')])).not.toContain('Other versions');
    expect(llmsFullTxt(site, [entry('/docs/x')])).toContain(
      'Source: https://developers.tessera.dev/docs/x\n\n# /docs/x\n',
    );
  });
});

describe('llms.txt with llms-full.txt in parts', () => {
  it('lists each part with its pages and size, after the sections', () => {
    const text = llmsTxt(site, [entry('/docs/x')], {
      versions: [],
      siteUrl: 'https://developers.tessera.dev',
      parts: {
        fullBytes: 9 * 1024 * 1024,
        links: [
          {
            path: '/docs/canvas',
            url: 'https://developers.tessera.dev/docs/canvas/llms-full.txt',
            pages: 312,
            bytes: 3.5 * 1024 * 1024,
          },
        ],
      },
    });
    expect(text).toContain(
      '## Full text by folder\n\nllms-full.txt holds every page (9.0 MB); each file below holds the pages of one folder.\n\n- [/docs/canvas](https://developers.tessera.dev/docs/canvas/llms-full.txt): 312 pages, 3.5 MB\n',
    );
    expect(text.indexOf('## Documentation')).toBeLessThan(text.indexOf('## Full text by folder'));
  });
});
