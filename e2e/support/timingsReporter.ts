/**
 * A Playwright reporter beside the list reporter: at the end of the run it prints
 * the ten slowest tests with the share of their timeout they used, and, when
 * TEST_TIMINGS_FILE is set, writes every test's time there for `npm test`'s
 * report over all its browser runs (scripts/timeReport.mjs).
 */
import {writeFileSync} from 'node:fs';
import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';
import {formatTimes, slowest, type TestTime} from './timeShare';

export default class TimingsReporter implements Reporter {
  private readonly times: TestTime[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') return;
    this.times.push({
      name: test.titlePath().filter(Boolean).join(' › '),
      duration: result.duration,
      timeout: test.timeout,
    });
  }

  onEnd(): void {
    if (this.times.length === 0) return;
    console.log(`\nThe ten slowest of ${this.times.length} browser tests:`);
    for (const line of formatTimes(slowest(this.times))) console.log(line);
    const file = process.env.TEST_TIMINGS_FILE;
    if (file) writeFileSync(file, JSON.stringify(this.times));
  }

  printsToStdio(): boolean {
    return false;
  }
}
