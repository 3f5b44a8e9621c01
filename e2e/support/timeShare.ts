/**
 * How much of its timeout a browser test may use. A test that needs more than a
 * third of its limit on this machine would not fit on a CI machine three times
 * slower, so it fails here, naming itself and its time, before it flakes there.
 */
export const SHARE_OF_TIMEOUT = 1 / 3;

export interface TestTime {
  /** The test's title path, as the list reporter prints it: `file › describe › title`. */
  readonly name: string;
  /** Milliseconds the test ran. */
  readonly duration: number;
  /** Milliseconds the test was allowed. */
  readonly timeout: number;
}

/** The time a test may take: its share of the timeout, in milliseconds. */
export function shareOf(timeout: number): number {
  return Math.round(timeout * SHARE_OF_TIMEOUT);
}

export function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

/** Null when the test kept to its share; otherwise the failure message. */
export function overShare(time: TestTime): string | null {
  const allowed = shareOf(time.timeout);
  if (time.timeout <= 0 || time.duration <= allowed) return null;
  return (
    `"${time.name}" took ${seconds(time.duration)}, over its share of ${seconds(allowed)} ` +
    `(a third of its ${seconds(time.timeout)} timeout): make it one test per case, or wait for ` +
    'less, so that it fits on a machine three times slower.'
  );
}

/** The `count` slowest tests, slowest first. */
export function slowest(times: readonly TestTime[], count = 10): TestTime[] {
  return [...times].sort((a, b) => b.duration - a.duration).slice(0, count);
}

/** One line a test: time, share of its timeout used, name. */
export function formatTimes(times: readonly TestTime[]): string[] {
  return times.map((time) => {
    const used = time.timeout > 0 ? Math.round((100 * time.duration) / time.timeout) : 0;
    return `${seconds(time.duration).padStart(8)}  ${`${used}%`.padStart(4)} of ${seconds(time.timeout).padEnd(7)} ${time.name}`;
  });
}

/**
 * Runs a test (a fixture's `use`) and fails it when it took more than its share. The clock starts
 * when this is called: a fixture that calls it after the worker's own set-up (the browser, a kept
 * tab) holds the test to its own time, as Playwright's timeout does.
 */
export async function holdToShare(
  test: {readonly titlePath: readonly string[]; readonly timeout: number},
  run: () => Promise<void>,
): Promise<void> {
  const started = Date.now();
  await run();
  const message = overShare({
    name: test.titlePath.join(' › '),
    duration: Date.now() - started,
    timeout: test.timeout,
  });
  if (message) throw new Error(message);
}
