#!/usr/bin/env node
/**
 * `npm run mock`: a mock of the three APIs from their OpenAPI documents (mock/main.ts). The site's
 * TypeScript modules are loaded with jiti, the loader Docusaurus uses for its config.
 */
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const load = createRequire(import.meta.url)('jiti')(fileURLToPath(import.meta.url), {
  alias: {'@site': root},
});
await load('./main.ts').main(root, process.argv.slice(2));
