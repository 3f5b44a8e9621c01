/**
 * The `test` of spec files that open no browser (HTTP requests, child processes): Playwright's
 * own, with the time share of e2e/fixtures.ts (a test over a third of its timeout fails, naming
 * itself and its time), and without the page that fixture opens for every test.
 */
import {test as base, expect} from '@playwright/test';
import {holdToShare} from './support/timeShare';

export const test = base.extend<{timeShare: void}>({
  timeShare: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one needs none
    async ({}, use, testInfo) => holdToShare(testInfo, use),
    {auto: true},
  ],
});

export {expect};
