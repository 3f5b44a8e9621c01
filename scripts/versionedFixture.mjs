/** What scripts/versioned-site.mjs cuts, shared with the tests that check the versioned copy. */
export const versionedFixture = {
  /** Cut in this order: the last one is the latest version. */
  versions: ['2025', '2026'],
  latest: '2026',
  older: '2025',
  /** Doc id removed from the current docs after the cut: it exists only in the snapshots. */
  onlyInLatestSnapshot: 'canvas/functions/cms_quote',
};
