import {linkTarget, pageKey} from './linkTarget';

const origin = 'http://127.0.0.1:4173';
const inPdf = new Set(['/docs/courier/commands', '/docs']);
const live = 'https://developers.tessera.dev';

describe('linkTarget', () => {
  it('jumps inside the PDF to a page it holds, with the heading', () => {
    expect(linkTarget(`${origin}/docs/courier/commands#pull`, origin, inPdf, live)).toEqual({
      kind: 'page',
      path: '/docs/courier/commands',
      fragment: 'pull',
    });
    expect(linkTarget(`${origin}/docs/`, origin, inPdf, live)).toEqual({
      kind: 'page',
      path: '/docs',
      fragment: '',
    });
  });

  it('sends a page of the site outside the PDF to the live site', () => {
    expect(linkTarget(`${origin}/api/admin/blogs/create#body`, origin, inPdf, live)).toEqual({
      kind: 'uri',
      uri: 'https://developers.tessera.dev/api/admin/blogs/create#body',
    });
  });

  it('leaves a link to another site as it is', () => {
    expect(linkTarget('https://brew.sh/', origin, inPdf, live)).toEqual({
      kind: 'uri',
      uri: 'https://brew.sh/',
    });
  });

  it('reads a trailing slash as the same page', () => {
    expect(pageKey('/docs/x/')).toBe('/docs/x');
    expect(pageKey('/')).toBe('/');
  });
});
