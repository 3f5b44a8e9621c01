/**
 * Docusaurus' client global `window.docusaurus.prefetch`, which the site calls for the likely next
 * pages since its patched Link no longer prefetches on view. It is not a public API; if an upgrade
 * removes or renames it, the call fails with the reliance's name instead of "is not a function".
 */
import {relianceError} from './relianceGuard';

export type Prefetch = (path: string) => unknown;

export function docusaurusPrefetch(docusaurusGlobal: unknown): Prefetch {
  const prefetch =
    typeof docusaurusGlobal === 'object' && docusaurusGlobal !== null
      ? (docusaurusGlobal as {prefetch?: unknown}).prefetch
      : undefined;
  if (typeof prefetch === 'function')
    return (path) => (prefetch as Prefetch).call(docusaurusGlobal, path);
  throw relianceError({
    reliance: 'Link patch',
    expected: 'window.docusaurus.prefetch to be a function',
    found: docusaurusGlobal,
    file: 'src/clientModules/prefetchLikelyNext.ts',
  });
}
