/**
 * Content negotiation for the Markdown twins: whether a request's `Accept` header prefers
 * Markdown to HTML (`text/markdown`, at a quality at least that of `text/html`), as an
 * assistant's fetch does, so that the server answers a page URL with the page's twin.
 */

interface MediaRange {
  readonly type: string;
  readonly quality: number;
}

function mediaRanges(accept: string): MediaRange[] {
  return accept.split(',').map((part) => {
    const [type = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='))?.slice(2);
    const quality = q === undefined ? 1 : Number(q);
    return {type, quality: Number.isFinite(quality) ? quality : 0};
  });
}

export function acceptsMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = mediaRanges(accept);
  const qualityOf = (type: string) =>
    Math.max(0, ...ranges.filter((range) => range.type === type).map((range) => range.quality));
  const markdown = qualityOf('text/markdown');
  // A browser's `*/*` does not count as asking for Markdown: only a named `text/markdown` does.
  return markdown > 0 && markdown >= qualityOf('text/html');
}
