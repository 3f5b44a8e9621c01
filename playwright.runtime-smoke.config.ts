import {defineConfig} from '@playwright/test';
import base from './playwright.config';

/**
 * The browser smoke of the upgrade rehearsal (scripts/upgrade-rehearse.mjs): the site's Playwright settings, with only
 * e2e/runtime-smoke.ts, against the build in SMOKE_BUILD_DIR served (by whichever `node` is first
 * on the PATH) on E2E_PORT.
 */
const port = Number(process.env.E2E_PORT ?? 3500);
const dir = process.env.SMOKE_BUILD_DIR ?? 'build';

export default defineConfig({
  ...base,
  testMatch: 'runtime-smoke.ts',
  reporter: 'list',
  use: {...base.use, baseURL: `http://127.0.0.1:${port}`},
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --host 127.0.0.1 --dir "${dir}"`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
