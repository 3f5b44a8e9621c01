/**
 * Whether a built page asks search engines not to index it (`<meta name="robots" content="noindex…">`).
 * Such pages get no Markdown twin and stay out of the llms files. The built HTML is minified, so
 * attribute values may be unquoted.
 */
const NOINDEX = /<meta[^>]+name=["']?robots["']?[^>]+content=["']?[^"'>]*\bnoindex/i;

export function isNoindexPage(html: string): boolean {
  return NOINDEX.test(html);
}
