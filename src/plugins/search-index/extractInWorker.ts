/**
 * Reads and extracts the built pages on a worker thread. Post-build is the site's own share of the
 * build; the Markdown twins convert the same pages on the main thread meanwhile, so on two cores
 * post-build takes about the longer of the two rather than their sum. The worker loads
 * `extract.ts` as the build loads the plugins: through jiti, which compiles TypeScript on the fly.
 */
import {Worker} from 'node:worker_threads';
import {join} from 'node:path';
import type {CompactPage} from '../../lib/search/indexFormat';
import type {PageToIndex} from './extract';

/** A page to extract: its HTML file instead of its HTML. */
export interface ExtractJob extends Omit<PageToIndex, 'html'> {
  readonly file: string;
}

const WORKER_SOURCE = `
const {parentPort, workerData} = require('node:worker_threads');
const {readFileSync} = require('node:fs');
const {extractPage} = require(workerData.jiti)(workerData.from)(workerData.extract);
parentPort.postMessage(
  workerData.jobs.map(({file, ...page}) => extractPage({...page, html: readFileSync(file, 'utf8')})),
);
`;

export function extractInWorker(jobs: readonly ExtractJob[]): Promise<CompactPage[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        jiti: require.resolve('jiti'),
        from: __filename,
        extract: join(__dirname, 'extract.ts'),
        jobs,
      },
    });
    worker.once('message', (pages: CompactPage[]) => resolve(pages));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The search index worker stopped with exit code ${code}.`));
    });
  });
}
