import {toSitePath} from './urls';

test.each([
  [
    'https://developers.tessera.dev/docs/canvas/filters/date#syntax',
    '/docs/canvas/filters/date#syntax',
  ],
  ['https://developers.tessera.dev/docs/canvas/filters/date', '/docs/canvas/filters/date'],
  ['https://developers.tessera.dev/docs/x#__docusaurus', '/docs/x'],
  ['https://developers.tessera.dev/docs/x#__docusaurus_skipToContent_fallback', '/docs/x'],
  ['https://developers.tessera.dev/docs/x#docusaurus_skipToContent_fallback', '/docs/x'],
  ['https://developers.tessera.dev/docs/x?tab=a#usage', '/docs/x?tab=a#usage'],
  ['https://elsewhere.example/docs/x#a', '/docs/x#a'],
  ['/guides/create-a-project', '/guides/create-a-project'],
])('%s -> %s', (url, path) => expect(toSitePath(url)).toBe(path));
