/**
 * Runs queries through the site's search overlay in Chromium, as a reader does:
 * opens it with Ctrl+K on a docs page, types each query into the DocSearch input
 * and reads the hrefs of the hits in the order they are shown (grouped by
 * category, at most 5 per group).
 *
 * Latency is taken in the page: from the input event's timestamp to the hits
 * in the DOM, and to the next animation frame after that (the frame that paints
 * them). The first query of a fresh page also counts the bytes it downloaded
 * from the shortcut until its hits were painted: every response body as the page
 * reads it, gzip-compressed here, so the figure is the same whichever encoding the
 * server chose.
 */
import {gzipSync} from 'node:zlib';

/** In the page: resolves when the overlay shows the answer to the next input event. */
function installProbe() {
  window.__searchProbe = new Promise((resolve) => {
    let inputAt = 0;
    const input = document.querySelector('.DocSearch-Input');
    input.addEventListener('input', (event) => (inputAt = event.timeStamp), {
      once: true,
      capture: true,
    });
    const root = document.querySelector('.DocSearch-Modal');
    const answered = () =>
      root.querySelector('.DocSearch-Hits .DocSearch-Hit a') ||
      root.querySelector('.DocSearch-NoResults') ||
      root.querySelector('.DocSearch-ErrorScreen');
    const observer = new MutationObserver(() => {
      if (!inputAt || !answered()) return;
      observer.disconnect();
      const domAt = performance.now();
      requestAnimationFrame(() => {
        const frameAt = performance.now();
        resolve({
          dom: domAt - inputAt,
          paint: frameAt - inputAt,
          inputAt,
          frameAt,
          hrefs: [...root.querySelectorAll('.DocSearch-Hits .DocSearch-Hit a')].map((link) =>
            link.getAttribute('href'),
          ),
        });
      });
    });
    observer.observe(root, {childList: true, subtree: true, characterData: true});
    setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, 5000);
  });
}

async function openOverlay(page) {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
}

async function ask(page, query) {
  const input = page.locator('.DocSearch-Input');
  if ((await input.inputValue()) !== '') {
    await input.fill('');
    await page.locator('.DocSearch-StartScreen').waitFor();
  }
  await page.evaluate(installProbe);
  await input.fill(query);
  const result = await page.evaluate(() => window.__searchProbe);
  if (!result) throw new Error(`The overlay did not answer "${query}" within 5 s.`);
  return result;
}

async function freshPage(browser, baseUrl) {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  // The browser reaches loopback only (launchChromium). Requests are not routed through the
  // benchmark: that would add a round trip to each and turn the HTTP cache off, which a reader has.
  const page = await context.newPage();
  await page.goto(`${baseUrl}/docs`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  // The page's own load (and the prefetch of its likely next pages once idle) is over before the
  // reader opens search, so that what the first query downloads is only what search needs.
  await page.waitForLoadState('networkidle');
  return {context, page};
}

/** The first query of a session: time and bytes, index download included. */
export async function firstQuery(browser, baseUrl, query) {
  const {context, page} = await freshPage(browser, baseUrl);
  const bodies = [];
  const asked = new Set();
  let recording = true;
  // What the query needs is requested before its hits are painted; the route chunks that links
  // prefetch once hits are on screen are counted apart.
  page.on('request', (request) => {
    if (recording) asked.add(request);
  });
  page.on('requestfinished', (request) => {
    if (!asked.has(request)) return;
    bodies.push(
      request
        .response()
        .then((response) => response?.body())
        .then((body) =>
          body ? {url: request.url(), raw: body.length, gzip: gzipSync(body).length} : null,
        )
        .catch(() => null),
    );
  });
  const openedAt = await page.evaluate(() => performance.now());
  await openOverlay(page);
  const result = await ask(page, query);
  recording = false;
  await page.waitForTimeout(300);
  // Only what was requested before the hits were painted, by the page's own clock: the index
  // body, fetched once the answer is on screen and the page is idle, may start before this
  // script hears of the paint.
  const beforePaint = new Set(
    await page.evaluate(
      (paintedAt) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= paintedAt)
          .map((entry) => entry.name),
      result.frameAt,
    ),
  );
  const files = (await Promise.all(bodies)).filter((file) => file && beforePaint.has(file.url));
  await context.close();
  return {
    query,
    inputToPaint: result.paint,
    openToPaint: result.inputAt - openedAt + result.paint,
    files,
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    raw: files.reduce((sum, file) => sum + file.raw, 0),
  };
}

/** Every query of the set through one warm overlay: hrefs shown and latency per query. */
export async function warmQueries(browser, baseUrl, queries, {runs = 1} = {}) {
  const {context, page} = await freshPage(browser, baseUrl);
  await openOverlay(page);
  await ask(page, 'courier');
  await ask(page, 'date');
  const answers = [];
  const dom = [];
  const paint = [];
  for (const entry of queries) {
    let hrefs = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await ask(page, entry.query);
      hrefs = result.hrefs;
      dom.push(result.dom);
      paint.push(result.paint);
    }
    answers.push(hrefs);
  }
  await context.close();
  return {answers, dom, paint};
}
