import {brokenLinks, pathOfFile, readPageLinks, resolveHref} from './siteLinks';

const SITE = 'https://developers.tessera.dev';

function site(pages: Record<string, string>) {
  return new Map(Object.entries(pages).map(([path, html]) => [path, readPageLinks(html)]));
}

describe('readPageLinks', () => {
  it('collects hrefs (quoted or not, entities decoded) and ids', () => {
    const links = readPageLinks(
      '<h2 id=usage>Usage</h2><a href=/docs>Docs</a><a href="/api?x=1&amp;y=2#top">API</a><a name="legacy"></a>',
    );
    expect(links.hrefs).toEqual(['/docs', '/api?x=1&y=2#top']);
    expect([...links.ids]).toEqual(['usage', 'legacy']);
  });
});

describe('pathOfFile and resolveHref', () => {
  it('maps built files to paths', () => {
    expect(pathOfFile('index.html')).toBe('/');
    expect(pathOfFile('docs/canvas/filters/date.html')).toBe('/docs/canvas/filters/date');
    expect(pathOfFile('docs/index.html')).toBe('/docs');
  });
  it('resolves relative, absolute and same-site links, and ignores other sites', () => {
    expect(resolveHref('/docs/a/b', '../c#x', SITE)).toEqual({path: '/docs/c', hash: 'x'});
    expect(resolveHref('/docs', '/guides/?tag=forms', SITE)).toEqual({path: '/guides', hash: ''});
    expect(resolveHref('/docs', `${SITE}/api#auth`, SITE)).toEqual({path: '/api', hash: 'auth'});
    expect(resolveHref('/docs', 'https://help.tessera.dev', SITE)).toBeUndefined();
    expect(resolveHref('/docs', 'mailto:a@b.c', SITE)).toBeUndefined();
  });
});

describe('brokenLinks', () => {
  const pages = site({
    '/docs':
      '<a href="/docs/filters#usage">ok</a><a href="#intro">self</a><h1 id="intro">Intro</h1><a href="/rss.xml">feed</a>',
    '/docs/filters':
      '<h2 id="usage">Usage</h2><a href="/docs#missing">bad anchor</a><a href="/docs/gone">gone</a>',
  });

  it('reports a deliberately broken anchor and a missing page, naming the page and the href', () => {
    expect(brokenLinks(pages, new Set(['/rss.xml']), SITE)).toEqual([
      {
        page: '/docs/filters',
        href: '/docs#missing',
        reason: 'no element with id "missing" on /docs',
      },
      {page: '/docs/filters', href: '/docs/gone', reason: 'no page or file at /docs/gone'},
    ]);
  });

  it('reports a link to a file that is not in the build', () => {
    expect(
      brokenLinks(site({'/': '<a href="/api/admin/openapi.json">spec</a>'}), new Set(), SITE),
    ).toHaveLength(1);
  });
});
