#!/usr/bin/env node
/**
 * Uploads the embedded index's records to the hosted provider's index and sets
 * the settings DocSearch expects (src/data/search.ts providerIndexSettings).
 * The records are exactly those of build/search/index.json (and, with several
 * docs versions, of its per-version shards beside it, each record carrying its
 * version for the overlay's facet filter): one extraction feeds both engines.
 * The upload replaces the index atomically.
 *
 *   ALGOLIA_APP_ID=... ALGOLIA_INDEX_NAME=... ALGOLIA_ADMIN_API_KEY=... npm run search:push
 *   npm run search:push -- --dry-run      (prints what would be sent; no network)
 *
 * Run it after `npm run build`. The admin key is read from the environment only.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {tsLoader} from './cli/loadTs.mjs';
import {flag} from './cli/options.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const load = tsLoader(import.meta.url);
const {parseIndexFile} = load(join(root, 'src/lib/search/indexLoader.ts'));
const {providerIndexSettings, searchSettings} = load(join(root, 'src/data/search.ts'));
const {providerRecords} = load('./providerRecords.ts');

const dryRun = flag('dry-run');
const indexFile = join(root, 'build', searchSettings.indexPath);
if (!existsSync(indexFile)) {
  console.error(`No ${join('build', searchSettings.indexPath)}: run "npm run build" first.`);
  process.exit(1);
}
// The latest version's file and the other versions' shards, named after it (src/lib/search/versions.ts shardPath).
const indexName0 = searchSettings.indexPath
  .split('/')
  .pop()
  .replace(/\.json$/, '');
const shardFiles = readdirSync(dirname(indexFile))
  .filter((name) => name === `${indexName0}.json` || name.startsWith(`${indexName0}-`))
  // The head and body files split a shard for the browser; the shard itself holds every record.
  .filter((name) => !/\.(head|body)\.json$/.test(name))
  .map((name) => join(dirname(indexFile), name));
const records = providerRecords(
  shardFiles.map((file) => parseIndexFile(readFileSync(file, 'utf8')).records),
);

const appId = process.env.ALGOLIA_APP_ID?.trim();
const indexName = process.env.ALGOLIA_INDEX_NAME?.trim();
const adminKey = process.env[searchSettings.adminKeyVariable]?.trim();

console.log(
  `${records.length} records from ${shardFiles.length} file(s) in ${join('build', dirname(searchSettings.indexPath))} -> index "${indexName ?? '(ALGOLIA_INDEX_NAME)'}"`,
);
if (dryRun) {
  console.log('Settings:', JSON.stringify(providerIndexSettings, null, 2));
  console.log('First record:', JSON.stringify(records[0], null, 2));
  console.log('Dry run: nothing was sent.');
  process.exit(0);
}
const missing = [
  ['ALGOLIA_APP_ID', appId],
  ['ALGOLIA_INDEX_NAME', indexName],
  [searchSettings.adminKeyVariable, adminKey],
].filter(([, value]) => !value);
if (missing.length > 0) {
  console.error(
    `Set ${missing.map(([name]) => name).join(', ')} (the admin key is never read from a file), or pass --dry-run.`,
  );
  process.exit(1);
}

const {algoliasearch} = await import('algoliasearch');
const client = algoliasearch(appId, adminKey);
const started = Date.now();
await client.replaceAllObjects({indexName, objects: records, batchSize: 1000});
await client.setSettings({indexName, indexSettings: providerIndexSettings});
console.log(
  `Uploaded ${records.length} records and the index settings in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
