/**
 * The part of a built page that the search index and the Markdown twins read: its head (the title
 * and description) and its `<main>`, where Docusaurus renders the content. Parsing only that skips
 * the navbar, the sidebar and the footer, about half of a docs page's HTML. A page without one
 * `<head>` followed by one `<main>` is read whole.
 */
export function readablePart(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const afterHead = html.slice(headEnd).search(/<main[\s>]/);
  const mainStart = afterHead === -1 ? -1 : headEnd + afterHead;
  const mainEnd = html.lastIndexOf('</main>');
  if (mainStart === -1 || mainEnd < mainStart) return html;
  // A literal "</main>" in the content is escaped, so the last one closes the page's main.
  return `${html.slice(0, headEnd)}</head><body>${html.slice(mainStart, mainEnd)}</main></body></html>`;
}
