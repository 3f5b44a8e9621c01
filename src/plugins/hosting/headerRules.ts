/**
 * Reads `_headers` (the Netlify and Cloudflare Pages format): a path pattern on its own line,
 * then indented `Name: value` lines; `#` starts a comment.
 */
export type Header = readonly [name: string, value: string];

export interface HeaderRule {
  /** `/*` for every path, `/assets/*` for a folder, or one exact path. */
  readonly pattern: string;
  readonly headers: readonly Header[];
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: {pattern: string; headers: [string, string][]}[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({pattern: line, headers: []});
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator < 1)
      throw new Error(
        `_headers line ${index + 1}: expected "Name: value" under a path, got "${line}"`,
      );
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}
