/**
 * serve-handler's `headers` option from the rules of a static host's `_headers`
 * (src/plugins/hosting/headerRules.ts): `/*` and `/x/*` become its globs `/**` and `/x/**`.
 * Every path first gets `revalidate` (src/plugins/hosting/cachePolicy.ts), which a rule that sets
 * its own Cache-Control replaces: serve-handler applies every rule that matches a path, in order,
 * the later one winning a header they share.
 */
import type {Header, HeaderRule} from '../src/plugins/hosting/headerRules';

export interface ServeHandlerRule {
  readonly source: string;
  readonly headers: readonly {readonly key: string; readonly value: string}[];
}

export function serveHandlerHeaders(
  rules: readonly HeaderRule[],
  revalidate: Header,
): ServeHandlerRule[] {
  const [cacheName] = revalidate;
  // serve-handler matches header names as written; one spelling lets a rule replace the default.
  const entry = ([key, value]: Header) => ({
    key: key.toLowerCase() === cacheName.toLowerCase() ? cacheName : key,
    value,
  });
  return [
    {source: '/**', headers: [entry(revalidate)]},
    ...rules.map((rule) => ({
      source: rule.pattern.replace(/\/\*$/, '/**'),
      headers: rule.headers.map(entry),
    })),
  ];
}
