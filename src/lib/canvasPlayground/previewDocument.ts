/**
 * The policy of the preview frame: no script, no network. Styles written in
 * the template apply; images show only when inline (data:), because fetching
 * an image would let a shared link call a server.
 */
export const PREVIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; form-action 'none'; base-uri 'none'";

/**
 * The `srcdoc` of the preview frame: the template's HTML after a policy that
 * comes first, so nothing in the output can run before it or loosen it.
 */
export function previewDocument(html: string): string {
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">`,
    '<style>body{font-family:system-ui,sans-serif;margin:1rem;line-height:1.5}</style>',
    '</head><body>',
    html,
    '</body></html>',
  ].join('');
}
