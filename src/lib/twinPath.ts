/** Where a page's Markdown twin is served: `/x/y` -> `/x/y.md`, the home page -> `/index.md`. */
export function twinPath(permalink: string): string {
  const path = permalink.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return path === '' ? '/index.md' : `${path}.md`;
}
