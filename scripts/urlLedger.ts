/**
 * The ledger of published URLs (`published-urls.txt`): which files of a build are published
 * addresses, and which ledger addresses a build no longer answers. Once listed, an address stays
 * listed; a page that moves keeps answering through a row of src/data/redirects.ts.
 * Linear in the number of files and addresses.
 */

/** Folders of the build that hold no address a reader keeps: hashed assets, scripts, fonts, images, the search index. */
const NOT_PUBLISHED = /^(assets|js|fonts|img|search)\//;
/** Published files other than pages: twins, feeds and the sitemap, llms.txt, OpenAPI documents, PDFs. */
const PUBLISHED_FILE = /(\.md|\.xml|^llms[\w-]*\.txt|(^|\/)openapi\.(json|ya?ml)|^pdf\/.+\.pdf)$/;

/** A page's path from its HTML file: `docs/x.html` and `docs/x/index.html` are `/docs/x`. */
function pageOfFile(file: string): string {
  const path = `/${file}`.replace(/\.html$/, '').replace(/\/index$/, '');
  return path === '' ? '/' : path;
}

/**
 * The published addresses of a build, from its files (relative, `/`-separated), leaving out
 * the 404 page and the HTML fallbacks of moved pages.
 */
export function publishedUrls(files: Iterable<string>, moved: ReadonlySet<string>): string[] {
  const urls: string[] = [];
  for (const file of files) {
    if (NOT_PUBLISHED.test(file)) continue;
    if (file.endsWith('.html')) {
      const page = pageOfFile(file);
      if (page !== '/404' && !moved.has(page)) urls.push(page);
    } else if (PUBLISHED_FILE.test(file)) urls.push(`/${file}`);
  }
  return urls.sort();
}

/**
 * The build's files with the PDFs it lists in `pdf/sections.json` (their addresses, `/pdf/x.pdf`):
 * `npm run build` lists them and `npm run pdf` prints them, so a PDF address is published whether
 * or not this build was printed, and it dies when its section leaves the site.
 */
export function withListedPdfs(
  files: readonly string[],
  sectionsJson: string | undefined,
): string[] {
  if (sectionsJson === undefined) return [...files];
  const listed = (JSON.parse(sectionsJson) as {file: string}[]).map((section) =>
    section.file.replace(/^\//, ''),
  );
  return [...new Set([...files, ...listed])];
}

export const LEDGER_HEADER = [
  '# Every URL the site has published, one per line: pages, their .md twins, feeds, the sitemap,',
  '# llms.txt, the OpenAPI documents and the PDFs. `npm run urls:update` adds the URLs of a new build.',
  '# The tests fail when a URL here answers neither a page nor a redirect (src/data/redirects.ts).',
];

export function parseLedger(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The ledger's text: the URLs it had and the new ones, sorted, each once. */
export function ledgerText(listed: readonly string[], published: readonly string[]): string {
  return [...LEDGER_HEADER, ...[...new Set([...listed, ...published])].sort(), ''].join('\n');
}

/** The built file that answers a URL, among the files of the build. */
function answersAsFile(url: string, files: ReadonlySet<string>): boolean {
  if (url === '/') return files.has('index.html');
  const file = url.slice(1);
  return /\.\w+$/.test(file)
    ? files.has(file)
    : files.has(`${file}.html`) || files.has(`${file}/index.html`);
}

/** The page a URL belongs to: a twin's page, or the URL itself. */
function pageOfUrl(url: string): string {
  if (url === '/index.md') return '/';
  return url.endsWith('.md') ? url.slice(0, -'.md'.length) : url;
}

/**
 * One line per ledger URL that answers neither a page or file of the build nor a redirect to
 * one, with its fix.
 */
export function unansweredUrls(
  ledger: readonly string[],
  files: ReadonlySet<string>,
  redirects: ReadonlyMap<string, string>,
): string[] {
  const problems: string[] = [];
  for (const url of ledger) {
    if (answersAsFile(url, files)) continue;
    const target = redirects.get(url);
    if (target !== undefined && answersAsFile(target, files)) continue;
    const page = pageOfUrl(url);
    problems.push(
      target !== undefined
        ? `${url} redirects to ${target}, which answers nothing. Fix: point its row in src/data/redirects.ts at the page's path now.`
        : `${url} answers neither a page nor a redirect. Fix: add {from: '${page}', to: '<its new path>'} to src/data/redirects.ts.`,
    );
  }
  return problems;
}
