/**
 * Docusaurus' client global `window.docusaurus`: `prefetch`, which the site calls for the likely
 * next pages since its patched Link no longer prefetches on view, and `preload`, which the links of
 * kept server markup call on intent as Link does. Neither is a public API; if an upgrade removes or
 * renames one, the call fails with the reliance's name instead of "is not a function".
 */
import {relianceError} from './relianceGuard';

export type Prefetch = (path: string) => unknown;

function docusaurusLoader(
  docusaurusGlobal: unknown,
  name: 'prefetch' | 'preload',
  reliance: string,
  file: string,
): Prefetch {
  const loader =
    typeof docusaurusGlobal === 'object' && docusaurusGlobal !== null
      ? (docusaurusGlobal as Record<string, unknown>)[name]
      : undefined;
  if (typeof loader === 'function')
    return (path) => (loader as Prefetch).call(docusaurusGlobal, path);
  throw relianceError({
    reliance,
    expected: `window.docusaurus.${name} to be a function`,
    found: docusaurusGlobal,
    file,
  });
}

export function docusaurusPrefetch(docusaurusGlobal: unknown): Prefetch {
  return docusaurusLoader(
    docusaurusGlobal,
    'prefetch',
    'Link patch',
    'src/clientModules/prefetchLikelyNext.ts',
  );
}

export function docusaurusPreload(docusaurusGlobal: unknown): Prefetch {
  return docusaurusLoader(
    docusaurusGlobal,
    'preload',
    'Kept markup',
    'src/components/KeptMarkup/useClientLinks.ts',
  );
}
