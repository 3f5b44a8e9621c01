/**
 * The Pagefind peer: its Node API indexes the same build/ with its defaults
 * (every HTML page, as a site that adds Pagefind would), and its browser API
 * answers the queries in Chromium. Its ranking is one result per page.
 */
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import * as pagefind from 'pagefind';
import {routeFolder} from './peerServer.mjs';

const ORIGIN = 'http://peer.test';

export async function runPagefind(browser, buildDir, queries) {
  const folder = await mkdtemp(join(tmpdir(), 'bench-pagefind-'));
  try {
    const {index, errors} = await pagefind.createIndex({});
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({path: buildDir});
    if (added.errors.length > 0) throw new Error(added.errors.join('; '));
    await index.writeFiles({outputPath: join(folder, 'pagefind')});
    await pagefind.close();
    await writeFile(join(folder, 'index.html'), '<!doctype html><title>pagefind</title>');

    const context = await browser.newContext();
    const page = await context.newPage();
    await routeFolder(page, ORIGIN, folder);
    await page.goto(`${ORIGIN}/`);
    await page.evaluate(async () => {
      window.__pagefind = await import('/pagefind/pagefind.js');
      await window.__pagefind.init();
    });
    const answers = [];
    for (const entry of queries) {
      answers.push(
        await page.evaluate(async (query) => {
          const search = await window.__pagefind.search(query);
          const top = await Promise.all(search.results.slice(0, 10).map((result) => result.data()));
          return top.map((data) => data.url);
        }, entry.query),
      );
    }
    await context.close();
    return {pages: added.page_count, answers};
  } finally {
    await rm(folder, {recursive: true, force: true});
  }
}
