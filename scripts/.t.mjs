import {chromium} from 'playwright-core';
import {readFileSync} from 'node:fs';
const axe = readFileSync('node_modules/axe-core/axe.min.js','utf8');
const b = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run']});
const p = await b.newPage();
for (const path of ['/docs/canvas/filters/date', '/api/admin/blogs/create', '/guides', '/changelog', '/docs/canvas/filters']) {
  let t = Date.now();
  await p.goto('http://127.0.0.1:3200' + path); await p.waitForSelector('html[data-has-hydrated="true"]');
  const tl = Date.now() - t; t = Date.now();
  await p.evaluate(axe);
  const r = await p.evaluate(async () => (await axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a','wcag2aa','wcag21a','wcag21aa']}, resultTypes: ['violations']})).violations.map(v => v.id + ':' + v.nodes.map(n => n.target.join(' ') + ' ' + (n.any[0]?.message ?? '')).join(' | ')));
  console.log(path, 'load', tl, 'axe', Date.now() - t, r.join(' '));
}
await b.close();
