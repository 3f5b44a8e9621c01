import {acceptsMarkdown} from './acceptsMarkdown';

describe('acceptsMarkdown', () => {
  it.each([
    'text/markdown',
    'text/markdown, text/html;q=0.9',
    'text/markdown;q=0.9, text/plain;q=0.5, */*;q=0.1',
    'TEXT/MARKDOWN; charset=utf-8',
  ])('%s asks for Markdown', (accept) => {
    expect(acceptsMarkdown(accept)).toBe(true);
  });

  it.each([
    undefined,
    '',
    '*/*',
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'text/html, text/markdown;q=0.5',
    'text/markdown;q=0',
  ])('%s does not', (accept) => {
    expect(acceptsMarkdown(accept)).toBe(false);
  });
});
