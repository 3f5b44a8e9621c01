import {assistantLinks, assistantPrompt} from './assistantLinks';

const twin = 'https://developers.tessera.dev/docs/canvas/filters/date.md';

describe('assistantLinks', () => {
  it('opens each assistant with a prompt that names the twin URL', () => {
    const links = assistantLinks(twin);
    expect(links.map((link) => link.label)).toEqual(['Open in ChatGPT', 'Open in Claude']);
    for (const link of links) {
      const url = new URL(link.href);
      expect(url.protocol).toBe('https:');
      expect(url.searchParams.get('q')).toBe(assistantPrompt(twin));
    }
    expect(assistantPrompt(twin)).toBe(`Read ${twin} so I can ask questions about it.`);
  });

  it('keeps the link short: the prompt carries the URL, never the page text', () => {
    for (const link of assistantLinks(twin)) expect(link.href.length).toBeLessThan(200);
  });
});
