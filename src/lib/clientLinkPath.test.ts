import {clientLinkPath} from './clientLinkPath';

const here = {origin: 'https://developers.tessera.dev', pathname: '/docs/courier', search: ''};
const link = (href: string, more: {target?: string; download?: boolean} = {}) => ({
  href,
  target: more.target ?? '',
  download: more.download ?? false,
});

it('routes a page of this site, with its query and fragment', () => {
  expect(
    clientLinkPath(link('https://developers.tessera.dev/docs/canvas/filters/date'), here),
  ).toBe('/docs/canvas/filters/date');
  expect(clientLinkPath(link('https://developers.tessera.dev/search?q=push#results'), here)).toBe(
    '/search?q=push#results',
  );
  expect(clientLinkPath(link('https://developers.tessera.dev/docs', {target: '_self'}), here)).toBe(
    '/docs',
  );
});

it('leaves other sites, new tabs, downloads and files to the browser', () => {
  expect(clientLinkPath(link('https://github.com/tessera/courier'), here)).toBeNull();
  expect(
    clientLinkPath(link('https://developers.tessera.dev/docs', {target: '_blank'}), here),
  ).toBeNull();
  expect(
    clientLinkPath(link('https://developers.tessera.dev/docs', {download: true}), here),
  ).toBeNull();
  expect(clientLinkPath(link('https://developers.tessera.dev/llms.txt'), here)).toBeNull();
  expect(clientLinkPath(link('https://developers.tessera.dev/docs/courier.md'), here)).toBeNull();
  expect(clientLinkPath(link('mailto:support@tessera.dev'), here)).toBeNull();
  expect(clientLinkPath(link('not a url'), here)).toBeNull();
});

it('leaves a fragment of the page already shown to the browser', () => {
  expect(
    clientLinkPath(link('https://developers.tessera.dev/docs/courier#install'), here),
  ).toBeNull();
  expect(
    clientLinkPath(link('https://developers.tessera.dev/docs/courier?v=2#install'), here),
  ).toBe('/docs/courier?v=2#install');
});
