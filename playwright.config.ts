import {defineConfig} from '@playwright/test';
import {chromiumLaunchOptions} from './scripts/chromium';

/** End-to-end tests: Debian's Chromium against the production build served on 127.0.0.1. */
const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: true,
  retries: 0,
  // A test may use a third of this here (e2e/support/timeShare.ts): 20 s, which on a machine three
  // times slower is still inside the minute.
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Screenshots (e2e/screenshots.spec.ts): a pixel counts as changed when its colour moves by more
    // than 5% (anti-aliasing noise stays under that on one machine), and at most 8 may change, so a
    // one-pixel-wide line in another colour fails.
    toHaveScreenshot: {
      threshold: 0.05,
      maxDiffPixels: 8,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  // Baselines sit beside the spec, one file per page, theme and width, the same on every platform.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
  // A failing screenshot leaves its expected, actual and diff images here; the list reporter prints the paths.
  outputDir: 'test-results',
  // The list, then the ten slowest tests; a test over a third of its timeout fails (e2e/fixtures.ts).
  reporter: [['list'], ['./e2e/support/timingsReporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    screenshot: 'off',
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
