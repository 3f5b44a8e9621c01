/**
 * The cover and the table of contents of a section's PDF, as one HTML document Chromium prints
 * before the section's pages: the title, the version and the date, then each page with its number.
 */

export interface TocEntry {
  readonly title: string;
  /** The page's address on the print server, so the entry becomes a link inside the PDF. */
  readonly href: string;
  readonly depth: number;
  readonly page: number;
}

const escape = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c] ?? c);

export function frontMatterHtml({
  product,
  title,
  version,
  date,
  entries,
}: {
  product: string;
  title: string;
  version: string;
  date: string;
  entries: readonly TocEntry[];
}): string {
  const rows = entries
    .map(
      (entry) =>
        `<li style="padding-left:${entry.depth * 1.2}em"><a href="${escape(entry.href)}">${escape(entry.title)}</a><span>${entry.page}</span></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title><style>
@font-face{font-family:'Inter Variable';font-weight:400 700;src:url(/fonts/inter-latin-wght-normal.woff2) format('woff2-variations')}
body{font-family:'Inter Variable',system-ui,sans-serif;color:#1c1e21;margin:0}
.cover{height:250mm;display:flex;flex-direction:column;justify-content:center;break-after:page}
.cover p{margin:0;color:#525860;font-size:14pt}.cover h1{font-size:34pt;margin:8mm 0}
h2{font-size:18pt;margin:0 0 6mm}ol{list-style:none;margin:0;padding:0;font-size:10.5pt}
li{display:flex;gap:4mm;padding:1.2mm 0;break-inside:avoid}li a{color:inherit;text-decoration:none;flex:1}
li span{font-variant-numeric:tabular-nums}
</style></head><body><section class="cover"><p>${escape(product)}</p><h1>${escape(title)}</h1>
<p>Version: ${escape(version)}</p><p>${escape(date)}</p></section>
<h2>Contents</h2><ol>${rows}</ol></body></html>`;
}
