/**
 * The weight budget, read from the build rather than a browser so that the
 * figures are exact: the JavaScript each kind of page executes on first load
 * (gzip) and the JavaScript any single navigation prefetches. Also checks that
 * no chunk carries the API model: each endpoint page holds its own endpoint.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {endpoints} from '../src/data/api';
import {
  firstLoadWeight,
  kilobytes,
  leafPaths,
  navigationWeight,
  overBudget,
  readBuildRecords,
} from './support/pageWeight';

/** The stock classic template's 172 KB plus the route table of ten times as many pages. */
export const FIRST_LOAD_BUDGET = 190 * 1024;
export const NAVIGATION_BUDGET = 250 * 1024;

const PAGES = [
  '/docs',
  '/docs/canvas/filters/date',
  '/api/admin/blogs/create',
  '/guides',
  '/guides/build-a-contact-form',
  '/changelog',
];

const SITE_DIR = join(__dirname, '..');
const records = readBuildRecords(SITE_DIR);

test('first-load JS of each page kind is within the budget', () => {
  const weights = PAGES.map((path) => firstLoadWeight(records, path));
  console.log(weights.map((weight) => `${weight.path}: ${kilobytes(weight.gzip)}`).join('\n'));
  expect(overBudget(weights, FIRST_LOAD_BUDGET, 'first-load JS')).toEqual([]);
});

test('no single navigation prefetches more than the budget', () => {
  // From the home page, whose own chunks are the fewest, every route's chunks count in full.
  const weights = leafPaths(records.routes).map((path) => navigationWeight(records, '/', path));
  const heaviest = weights.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  console.log(`heaviest navigation: ${heaviest.path}, ${kilobytes(heaviest.gzip)}`);
  expect(overBudget(weights, NAVIGATION_BUDGET, 'the JS its navigation prefetches')).toEqual([]);
});

test('no JS chunk contains the API model', () => {
  // A page's chunk legitimately holds its own endpoint's description; the model would hold them all.
  const descriptions = [
    ...new Set(endpoints.map((endpoint) => JSON.stringify(endpoint.description).slice(1, -1))),
  ];
  const dir = join(SITE_DIR, 'build', 'assets', 'js');
  const carriers = readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const source = readFileSync(join(dir, file), 'utf8');
      return {file, count: descriptions.filter((text) => source.includes(text)).length};
    })
    .filter(({count}) => count > 2);
  expect(carriers).toEqual([]);
});
