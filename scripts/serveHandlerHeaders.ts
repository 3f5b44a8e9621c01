/**
 * serve-handler's `headers` option from the rules of a static host's `_headers`
 * (src/plugins/hosting/headerRules.ts): `/*` and `/x/*` become its globs `/**` and `/x/**`.
 * Every path first gets REVALIDATE (src/plugins/hosting/cachePolicy.ts), which a rule that sets
 * its own Cache-Control replaces: serve-handler applies every rule that matches a path, in order,
 * the later one winning a header they share.
 */
import {isCachePolicy, REVALIDATE} from '../src/plugins/hosting/cachePolicy';
import type {Header, HeaderRule} from '../src/plugins/hosting/headerRules';

export interface ServeHandlerRule {
  readonly source: string;
  readonly headers: readonly {readonly key: string; readonly value: string}[];
}

// serve-handler matches header names as written; one spelling lets a rule replace the default.
const entry = (header: Header) => ({
  key: isCachePolicy(header) ? REVALIDATE[0] : header[0],
  value: header[1],
});

export function serveHandlerHeaders(rules: readonly HeaderRule[]): ServeHandlerRule[] {
  return [
    {source: '/**', headers: [entry(REVALIDATE)]},
    ...rules.map((rule) => ({
      source: rule.pattern.replace(/\/\*$/, '/**'),
      headers: rule.headers.map(entry),
    })),
  ];
}
