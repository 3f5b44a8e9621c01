/**
 * The end of `npm test`'s output: each step's time, and the ten slowest browser
 * tests over all its Playwright runs (from the files the timings reporter wrote,
 * e2e/support/timingsReporter.ts), so a run shows where its time went.
 */
import {existsSync, readFileSync} from 'node:fs';
import {tsLoader} from './cli/loadTs.mjs';

const {formatTimes, seconds, slowest} = tsLoader(import.meta.url)('../e2e/support/timeShare.ts');

/**
 * @param {{name: string, milliseconds: number}[]} steps
 * @param {{label: string, file: string}[]} timingFiles
 */
export function printTimeReport(steps, timingFiles) {
  const total = steps.reduce((sum, step) => sum + step.milliseconds, 0);
  console.log(`\nTime by step (${seconds(total)} in all):`);
  const width = Math.max(...steps.map((step) => step.name.length));
  for (const step of steps)
    console.log(`  ${step.name.padEnd(width)}  ${seconds(step.milliseconds).padStart(8)}`);
  const times = timingFiles
    .filter(({file}) => existsSync(file))
    .flatMap(({label, file}) =>
      JSON.parse(readFileSync(file, 'utf8')).map((time) => ({
        ...time,
        name: label ? `${label}: ${time.name}` : time.name,
      })),
    );
  if (times.length === 0) return;
  console.log(`\nThe ten slowest of ${times.length} browser tests (time, share of its timeout):`);
  for (const line of formatTimes(slowest(times))) console.log(`  ${line}`);
}
