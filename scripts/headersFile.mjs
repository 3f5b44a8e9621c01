/**
 * Reads a static host's `_headers` file (Netlify/Cloudflare Pages format):
 * a path pattern on its own line, then indented `Name: value` lines. Returns
 * serve-handler's `headers` option.
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current;
  for (const raw of text.split('\n')) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = {
        source: raw
          .trim()
          .replace(/\/\*$/, '/**')
          .replace(/^\/\*$/, '**'),
        headers: [],
      };
      rules.push(current);
      continue;
    }
    const separator = raw.indexOf(':');
    if (!current || separator < 0) throw new Error(`_headers: cannot read line "${raw.trim()}"`);
    current.headers.push({
      key: raw.slice(0, separator).trim(),
      value: raw.slice(separator + 1).trim(),
    });
  }
  return rules;
}
