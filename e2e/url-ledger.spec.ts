/**
 * No published URL dies: every URL of the ledger (published-urls.txt) answers, as a page or file
 * of the build or as a redirect (build/_redirects, from src/data/redirects.ts) to one; a PDF's
 * address answers when the build lists its section for `npm run pdf` (scripts/urlLedger.ts,
 * withListedPdfs) or holds the file. A failure names each URL and the one-line fix.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from './fixtures';
import {BUILD_DIR, builtFiles, builtRedirects} from './builtSite';
import {parseLedger, unansweredUrls, withListedPdfs} from '../scripts/urlLedger';

const sectionsPath = join(BUILD_DIR, 'pdf/sections.json');

test('every URL of the ledger answers a page or a redirect', () => {
  const ledger = parseLedger(readFileSync(join(__dirname, '..', 'published-urls.txt'), 'utf8'));
  expect(ledger.length).toBeGreaterThan(300);
  const files = withListedPdfs(
    builtFiles(),
    existsSync(sectionsPath) ? readFileSync(sectionsPath, 'utf8') : undefined,
  );
  const problems = unansweredUrls(ledger, new Set(files), builtRedirects());
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the ledger has the address of every PDF the build lists', () => {
  const ledger = new Set(
    parseLedger(readFileSync(join(__dirname, '..', 'published-urls.txt'), 'utf8')),
  );
  const sections = JSON.parse(readFileSync(sectionsPath, 'utf8')) as {file: string}[];
  const missing = sections.map((section) => section.file).filter((file) => !ledger.has(file));
  expect(missing, 'run npm run urls:update after npm run build').toEqual([]);
});
