/**
 * Sends a page view on the first load and after every client-side navigation
 * to another path. The first one waits until the page is loaded and idle, so
 * the tracker script never competes with the page's own scripts.
 */
import type {ClientModule} from '@docusaurus/types';
import {trackPageview} from '@site/src/lib/analytics';
import {whenIdle} from '@site/src/lib/whenIdle';

const client: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname === location.pathname) return;
    whenIdle(trackPageview);
  },
};

export default client;
