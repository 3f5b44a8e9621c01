/**
 * Reads a static host's `_redirects` file (Netlify/Cloudflare Pages format) as the build writes
 * it: `from to status` a line, `#` starts a comment. Returns a Map from old path to {to, status}.
 */
export function parseRedirectsFile(text) {
  const rules = new Map();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [from, to, status = '301', ...rest] = line.split(/\s+/);
    if (!from?.startsWith('/') || !to || rest.length > 0 || !/^30[1278]$/.test(status))
      throw new Error(`_redirects: cannot read line "${line}"`);
    rules.set(from, {to, status: Number(status)});
  }
  return rules;
}
