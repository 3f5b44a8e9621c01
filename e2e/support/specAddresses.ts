/**
 * The site paths `SPEC.md` names, read from the spec itself so that a path added there is checked
 * without editing a test, and the rules that hold the built site to them: each is the page itself
 * (200, not a redirect), and a page named in a sidebar's section is linked from that sidebar at
 * exactly that address.
 */
import {Parser} from 'htmlparser2';

export type SpecAddressKind =
  /** A page's path: `/docs/intellisense`. */
  | 'page'
  /** A path with placeholders or an ellipsis: `/api/admin/{resource}/{action}`, `/docs/courier/...`. */
  | 'pattern'
  /** A prefix the spec gives a rule for ("Paths under /api-reference count as /api"): not a page. */
  | 'prefix';

export interface SpecAddress {
  readonly path: string;
  readonly kind: SpecAddressKind;
  /** The spec's section names a sidebar ("### Docs sidebar (/docs)"): the sidebar links to the path. */
  readonly inSidebar: boolean;
  /** 1-based line of the spec where the path is first named. */
  readonly line: number;
}

// A path starts a word: "/docs" but not the "/or" of "and/or".
const PATH = /(?<![\w./])\/[a-z0-9][a-z0-9\-_/{}.]*/g;

function kindOf(path: string, before: string): SpecAddressKind {
  if (path.includes('{') || path.endsWith('...')) return 'pattern';
  return /\bunder\s+$/i.test(before) ? 'prefix' : 'page';
}

/** Drops the sentence's punctuation: "/docs/intellisense." is `/docs/intellisense`; "/x/..." keeps its ellipsis. */
function trimPath(raw: string): string {
  if (raw.endsWith('...')) return raw;
  const path = raw.replace(/[.,]+$/, '');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** Every site path the spec names, once each, in the order it first names them. */
export function specAddresses(spec: string): SpecAddress[] {
  const found = new Map<string, SpecAddress>();
  let inSidebar = false;
  spec.split('\n').forEach((text, index) => {
    if (/^#{1,6}\s/.test(text)) inSidebar = /\bsidebar\b/i.test(text);
    for (const match of text.matchAll(PATH)) {
      const path = trimPath(match[0]);
      const kind = kindOf(path, text.slice(0, match.index));
      const seen = found.get(path);
      found.set(path, {
        path,
        kind: seen?.kind ?? kind,
        inSidebar: (seen?.inSidebar ?? false) || inSidebar,
        line: seen?.line ?? index + 1,
      });
    }
  });
  return [...found.values()];
}

/** Whether a built path is one the pattern names: `{name}` is one segment, a trailing `...` any rest. */
export function matchesPattern(pattern: string, path: string): boolean {
  const anyRest = pattern.endsWith('...');
  const segments = (anyRest ? pattern.slice(0, -3) : pattern)
    .split(/(\{[^}]*\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${segments}${anyRest ? '.+' : ''}$`).test(path);
}

/** What a server answered for a path. */
export interface Answer {
  readonly status: number;
  /** The Location header of a redirect. */
  readonly location?: string;
  readonly body: string;
}

/** The page an HTML redirect (a `<meta http-equiv="refresh">` fallback) sends the reader to, if it is one. */
function htmlRedirectTarget(body: string): string | undefined {
  const meta = /<meta[^>]+http-equiv=["']?refresh["']?[^>]*>/i.exec(body)?.[0];
  return meta ? (/url=([^"';>]+)/i.exec(meta)?.[1]?.trim() ?? '(no target)') : undefined;
}

/** Why the answer for a path the spec names is not the page itself, or null when it is. */
export function pageProblem(path: string, answer: Answer): string | null {
  if (answer.status >= 300 && answer.status < 400)
    return `${path} answers ${answer.status} to ${answer.location ?? '(no Location)'}: the spec names it as the page itself.`;
  if (answer.status !== 200) return `${path} answers ${answer.status}, not the page.`;
  const target = htmlRedirectTarget(answer.body);
  if (target)
    return `${path} is an HTML redirect to ${target}: the spec names it as the page itself.`;
  if (!/<main[\s>]/i.test(answer.body)) return `${path} answers 200 but with no page (no <main>).`;
  return null;
}

/**
 * Why a sidebar does not list a path the spec puts in it, or null when it links to that exact address.
 * Names the sidebar link that ends like the path (the page under another address), if there is one.
 */
export function sidebarProblem(path: string, sidebarLinks: readonly string[]): string | null {
  const links = sidebarLinks.map((href) => href.replace(/[#?].*$/, '').replace(/(.)\/$/, '$1'));
  if (links.includes(path)) return null;
  const name = path.slice(path.lastIndexOf('/'));
  const elsewhere = links.find((href) => href.endsWith(name));
  return elsewhere
    ? `${path} is not in its sidebar, which links ${elsewhere} instead.`
    : `${path} is not in its sidebar (${links.length} links, none to it).`;
}

/** The hrefs of a page's sidebar: the links inside its `<nav aria-label="… sidebar">`. */
export function sidebarLinks(html: string): string[] {
  const hrefs: string[] = [];
  let navDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'nav' && (navDepth > 0 || /sidebar/i.test(attributes['aria-label'] ?? '')))
          navDepth += 1;
        if (navDepth > 0 && name === 'a' && attributes.href !== undefined)
          hrefs.push(attributes.href);
      },
      onclosetag(name) {
        if (name === 'nav' && navDepth > 0) navDepth -= 1;
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  return hrefs;
}
