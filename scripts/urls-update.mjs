#!/usr/bin/env node
/**
 * Adds the published URLs of the build in build/ to the ledger, published-urls.txt (run it after
 * `npm run build` when a release goes out, and commit the file). URLs already listed stay listed.
 *
 *   npm run urls:update [-- --build <folder>]
 */
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseRedirectsFile} from './redirectsFile.mjs';
import {tsLoader} from './cli/loadTs.mjs';
import {option} from './cli/options.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const load = tsLoader(import.meta.url);
const {ledgerText, parseLedger, publishedUrls, withListedPdfs} = load('./urlLedger.ts');

const build = resolve(option('build', join(root, 'build')));
const ledgerPath = join(root, 'published-urls.txt');
if (!existsSync(join(build, 'index.html'))) {
  console.error(`No build in ${build}. Run "npm run build" first.`);
  process.exit(1);
}

const sectionsPath = join(build, 'pdf/sections.json');
const files = withListedPdfs(
  readdirSync(build, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) =>
      relative(build, join(entry.parentPath ?? entry.path, entry.name)).replace(/\\/g, '/'),
    ),
  existsSync(sectionsPath) ? readFileSync(sectionsPath, 'utf8') : undefined,
);
const redirectsPath = join(build, '_redirects');
const moved = new Set(
  existsSync(redirectsPath) ? parseRedirectsFile(readFileSync(redirectsPath, 'utf8')).keys() : [],
);
const listed = existsSync(ledgerPath) ? parseLedger(readFileSync(ledgerPath, 'utf8')) : [];
const published = publishedUrls(files, moved);
const text = ledgerText(listed, published);
writeFileSync(ledgerPath, text);
const added = published.filter((url) => !new Set(listed).has(url));
console.log(
  `published-urls.txt: ${parseLedger(text).length} URLs (${added.length} new${
    added.length > 0 ? `: ${added.slice(0, 5).join(', ')}${added.length > 5 ? ', ...' : ''}` : ''
  }).`,
);
