/**
 * After each page renders, prefetches its previous and next pages once the
 * browser is idle. Links no longer prefetch when they scroll into view (see
 * patches/@docusaurus+core+*.patch); these two are the likely next clicks.
 */
import type {ClientModule} from '@docusaurus/types';
import {docusaurusPrefetch} from '@site/src/lib/docusaurusPrefetch';
import {LIKELY_NEXT_SELECTOR, likelyNextPaths} from '@site/src/lib/likelyNextPages';
import {whenIdle} from '@site/src/lib/whenIdle';

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    whenIdle(() => {
      const hrefs = Array.from(
        document.querySelectorAll<HTMLAnchorElement>(LIKELY_NEXT_SELECTOR),
      ).map((link) => link.getAttribute('href') ?? '');
      const prefetch = docusaurusPrefetch(window.docusaurus);
      for (const path of likelyNextPaths(hrefs, window.location)) void prefetch(path);
    });
  },
};

export default clientModule;
