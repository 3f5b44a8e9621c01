/**
 * The site's one analytics module. It loads the official Plausible tracker
 * from the site's own path on first use, and sends every event it builds
 * (page views and feedback) with sendBeacon to the site's own endpoint.
 * Nothing here ever throws into a page: analytics that fail stay silent.
 */
import {site} from '@site/src/data/site';
import {sendAnalyticsBeacon} from './beacon';

interface Tracker {
  init(config: Record<string, unknown>): void;
  track(eventName: string, options: {props?: Record<string, string>; url?: string}): void;
}

let tracker: Promise<Tracker | undefined> | undefined;

/**
 * Fetches the tracker at low priority and resolves once it has run (or failed). A dynamic
 * `import()` alone fetches at high priority, and browsers ignore `fetchpriority` on
 * `modulepreload`; a module script element honours it, and the `import()` that follows takes the
 * module from the module map without another request.
 */
function loadAtLowPriority(src: string): Promise<void> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    script.fetchPriority = 'low';
    script.onload = () => resolve();
    script.onerror = () => resolve();
    document.head.append(script);
  });
}

function loadTracker(): Promise<Tracker | undefined> {
  const path = site.analytics.scriptPath as string;
  tracker ??= loadAtLowPriority(path)
    .then(() => import(/* webpackIgnore: true */ path) as Promise<Tracker>)
    .then((module: Tracker) => {
      module.init({
        domain: site.analytics.domain,
        endpoint: site.analytics.endpoint,
        // Page views are sent on every route change by the client module.
        autoCapturePageviews: false,
        // Filtering hosts is the analytics server's job; the tests observe events on localhost.
        captureOnLocalhost: true,
        logging: false,
        bindToWindow: false,
        transformRequest: (payload: unknown) => {
          const beacon =
            typeof navigator !== 'undefined' && navigator.sendBeacon
              ? navigator.sendBeacon.bind(navigator)
              : undefined;
          sendAnalyticsBeacon(site.analytics.endpoint, payload, beacon);
          // Sent: the tracker itself sends nothing more.
          return null;
        },
      });
      return module;
    })
    .catch(() => undefined);
  return tracker;
}

export function trackEvent(name: string, props?: Record<string, string>): void {
  if (typeof window === 'undefined') return;
  void loadTracker().then((loaded) => {
    try {
      loaded?.track(name, {props});
    } catch {
      // Analytics never break a page.
    }
  });
}

export function trackPageview(): void {
  trackEvent('pageview');
}
