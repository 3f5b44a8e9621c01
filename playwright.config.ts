import {defineConfig} from '@playwright/test';
import {chromiumPath, chromiumArgs} from './e2e/chromium';

/** End-to-end tests: Debian's Chromium against the production build served on 127.0.0.1. */
const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {executablePath: chromiumPath, args: chromiumArgs},
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
