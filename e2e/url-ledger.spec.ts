/**
 * No published URL dies: every URL of the ledger (published-urls.txt) answers, as a page or file
 * of the build or as a redirect (build/_redirects, from src/data/redirects.ts) to one. A failure
 * names each URL and the one-line fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from './fixtures';
import {builtFiles, builtRedirects} from './builtSite';
import {parseLedger, unansweredUrls} from '../scripts/urlLedger';

test('every URL of the ledger answers a page or a redirect', () => {
  const ledger = parseLedger(readFileSync(join(__dirname, '..', 'published-urls.txt'), 'utf8'));
  expect(ledger.length).toBeGreaterThan(300);
  const problems = unansweredUrls(ledger, new Set(builtFiles()), builtRedirects());
  expect(problems, problems.join('\n')).toEqual([]);
});
