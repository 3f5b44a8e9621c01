/**
 * The inline script that starts the site's JavaScript once the page has painted. Each page's HTML
 * fetches the app's entry scripts early, as `<link rel="preload" data-app-script>` (see
 * ssrTemplate.ts), and this script adds them as scripts, in order, after the first contentful
 * paint and once the HTML is parsed. A deferred script would run as soon as the HTML was parsed,
 * and on a fast network that is before the first paint, which then waits for the whole app to be
 * compiled and run.
 *
 * Not painted (a background tab, a prerender): the scripts start once the HTML is parsed. Without
 * paint timing, or if the paint never comes, they start after three seconds.
 *
 * The text is constant, so the content security policy allows it by one hash (static/_headers).
 */

/** The attribute that marks the app's entry scripts among the page's preload links. */
export const APP_SCRIPT_ATTRIBUTE = 'data-app-script';

export const APP_SCRIPT_LOADER = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[${APP_SCRIPT_ATTRIBUTE}]').forEach(function (link) {
      var script = document.createElement('script');
      script.src = link.href;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  function whenParsed() {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  }
  var paintTiming = typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') > -1;
  if (document.visibilityState !== 'visible' || !paintTiming) return whenParsed();
  var observer = new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    whenParsed();
  });
  observer.observe({type: 'paint', buffered: true});
  setTimeout(whenParsed, 3000);
})();`;
