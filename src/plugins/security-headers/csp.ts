/**
 * Content security policy helpers: the hashes of a page's inline scripts, and
 * which of them a policy does not allow. Pure, so the build plugin and the
 * tests share them.
 */
import {createHash} from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const NON_EXECUTED_TYPES = /type\s*=\s*["']?(application\/(ld\+)?json|text\/template)/i;

/** The 'sha256-…' source of every inline script the browser would execute. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/.test(attributes) || NON_EXECUTED_TYPES.test(attributes) || body.trim() === '')
      continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** A policy's directives: name to list of sources. */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The inline-script hashes that the policy's script-src does not list. */
export function missingScriptHashes(policy: string, hashes: readonly string[]): string[] {
  const directives = parseCsp(policy);
  const allowed = new Set(directives.get('script-src') ?? directives.get('default-src') ?? []);
  return hashes.filter((hash) => !allowed.has(hash));
}

/** The Content-Security-Policy value of a `_headers` file (first one, for /*). */
export function policyFromHeadersFile(text: string): string | undefined {
  return /^\s+Content-Security-Policy:\s*(.+)$/im.exec(text)?.[1]?.trim();
}

/** The policy with extra sources added to one directive (e.g. the search provider's hosts in connect-src). */
export function withSources(policy: string, directive: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  const directives = parseCsp(policy);
  directives.set(directive, [
    ...(directives.get(directive) ?? ["'self'"]),
    ...sources.filter((source) => !directives.get(directive)?.includes(source)),
  ]);
  return [...directives].map(([name, values]) => [name, ...values].join(' ')).join('; ');
}
