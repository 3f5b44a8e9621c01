#!/usr/bin/env node
/**
 * Draws static/favicon.ico from static/img/favicon.svg with Debian's Chromium (scripts/favicon/source.ts).
 *
 *   npm run favicon
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {tsLoader} from './cli/loadTs.mjs';

const load = tsLoader(import.meta.url);
const {chromiumLaunchOptions} = load('./chromium.ts');
const {packIco} = load('./favicon/icoFile.ts');
const {withText} = load('./favicon/pngText.ts');
const {ICO_PATH, ICO_SIZES, SOURCE_KEYWORD, SVG_PATH, sourceStamp} = load('./favicon/source.ts');

const root = fileURLToPath(new URL('..', import.meta.url));
const svg = readFileSync(root + SVG_PATH);
const source = `data:image/svg+xml;base64,${svg.toString('base64')}`;

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({deviceScaleFactor: 1});
  const images = [];
  for (const size of ICO_SIZES) {
    await page.setContent(
      `<body style="margin:0"><img src="${source}" width="${size}" height="${size}"></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    const png = await page.screenshot({
      clip: {x: 0, y: 0, width: size, height: size},
      omitBackground: true,
    });
    images.push({size, png: withText(png, SOURCE_KEYWORD, sourceStamp(svg))});
  }
  const ico = packIco(images);
  writeFileSync(root + ICO_PATH, ico);
  console.log(`${ICO_PATH}: ${ICO_SIZES.join(', ')} px from ${SVG_PATH}, ${ico.length} bytes`);
} finally {
  await browser.close();
}
