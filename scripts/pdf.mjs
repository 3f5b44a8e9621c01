#!/usr/bin/env node
/**
 * Writes the PDFs of the docs sections, the API references and the guides from the production build,
 * then builds the site again so that they are in it at /pdf/<section>.pdf and each section's pages
 * offer them ("Download PDF (N pages, X MB)"):
 *
 *   npm run build && npm run pdf                      # every section
 *   npm run pdf -- --only courier,api-project          # some sections (their ids in build/pdf/sections.json)
 *   npm run pdf -- --no-rebuild                        # copy the PDFs into the build, pages unchanged
 *   npm run pdf -- --dir other-build --port 4174 --pdf-dir /tmp/pdfs   # where the PDFs wait (.cache/pdf)
 *
 * See scripts/pdf/printSite.ts.
 */
import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

const require = createRequire(import.meta.url);
const load = require('jiti')(fileURLToPath(import.meta.url));
const {printSite} = load('./pdf/printSite.ts');

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    only: {type: 'string'},
    port: {type: 'string', default: '4173'},
    'pdf-dir': {type: 'string'},
    'no-rebuild': {type: 'boolean', default: false},
  },
});

try {
  await printSite({
    siteDir: join(dirname(fileURLToPath(import.meta.url)), '..'),
    dir: values.dir,
    only: values.only?.split(','),
    port: Number(values.port),
    ...(values['pdf-dir'] ? {pdfDir: resolve(values['pdf-dir'])} : {}),
    rebuild: !values['no-rebuild'],
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
