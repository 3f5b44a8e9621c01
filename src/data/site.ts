/**
 * Site facts: the product name, the public addresses and the search settings.
 * The Docusaurus config, the components and the tests import them from here,
 * so an address changes in one place.
 */
export const site = {
  productName: 'Tessera',
  title: 'Tessera Developers',
  titleSuffix: 'Developers',
  defaultDescription: 'developer documentation',
  url: 'https://developers.tessera.dev',
  baseUrl: '/',
  helpCenterUrl: 'https://help.tessera.dev',
  consoleUrl: 'https://console.tessera.dev',
  sourceOrgUrl: 'https://github.com/tessera-dev',
  /** Where "Edit this page on GitHub" points: the repository's default branch. */
  editUrl: 'https://github.com/tessera-dev/developers/edit/main/',
  /**
   * Analytics: the tracker script is served from the site's own path and sends
   * Plausible-style events to an endpoint on the site's own origin, which the
   * deployment points at its analytics server.
   */
  analytics: {
    domain: 'developers.tessera.dev',
    scriptPath: '/js/plausible.js',
    endpoint: '/stats/event',
  },
} as const;

export type Site = typeof site;

/** The footer's copyright line: the year and the product as the header and titles name it. */
export function copyrightLine(year: number): string {
  return `Copyright © ${year} ${site.title}`;
}
