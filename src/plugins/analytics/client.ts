/** Sends a page view on the first load and after every client-side navigation to another path. */
import type {ClientModule} from '@docusaurus/types';
import {trackPageview} from '@site/src/lib/analytics';

const client: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname === location.pathname) return;
    trackPageview();
  },
};

export default client;
