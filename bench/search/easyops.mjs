/**
 * The `@easyops-cn/docusaurus-search-local` peer: a copy of the site, built in
 * a temporary folder with that theme in place of the site's own search (the
 * search-index plugin, the SearchBar swizzle and the /search page are taken
 * out), answers the queries on its own search page (`/search/`, the query
 * typed into its input), whose result list is the ranking its dropdown shows,
 * without the dropdown's cap.
 *
 * The theme is not a dependency of the site: its peer range stops at Docusaurus 3, which would
 * hold the site's own upgrades back. The copy installs the site's locked dependencies and the
 * theme at the version pinned here. The build is kept in the temporary folder and reused while
 * the content, the config, the lock file and that version are the same (the key hashes them).
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {routeFolder} from './peerServer.mjs';
import {commitCopy} from '../../scripts/copyAsRepository.mjs';

/** The peer's version, pinned here rather than in package.json (see above). */
export const EASYOPS_VERSION = '0.55.3';

const ORIGIN = 'http://peer.test';
const SITE_SEARCH_FILES = ['src/theme/SearchBar', 'src/theme/SearchPage', 'src/pages/search.tsx'];
const THEME_OPTIONS = {
  indexDocs: true,
  docsRouteBasePath: ['docs', 'api'],
  indexBlog: true,
  blogRouteBasePath: ['guides', 'changelog'],
  indexPages: false,
  hashed: true,
  language: ['en'],
};

function contentKey(root) {
  const listing = execFileSync(
    'git',
    [
      'ls-files',
      '-s',
      'docs',
      'api',
      'guides',
      'changelog',
      'docusaurus.config.ts',
      'src',
      'package-lock.json',
    ],
    {cwd: root, encoding: 'utf8'},
  );
  // The site's own search code is left out of the copy, so it does not change the key.
  const relevant = listing
    .split('\n')
    .filter(
      (line) =>
        !/\tsrc\/(lib\/search|plugins\/search-index|theme\/Search|pages\/search)/.test(line),
    )
    .join('\n');
  return createHash('sha256').update(`${EASYOPS_VERSION}\n${relevant}`).digest('hex').slice(0, 12);
}

/** Builds (or reuses) the copy; returns its build folder, or throws with the reason. */
export function buildEasyopsCopy(root, log) {
  const folder = join(tmpdir(), `bench-easyops-${contentKey(root)}`);
  const site = join(folder, 'site');
  const buildDir = join(site, 'build');
  if (existsSync(join(buildDir, 'search-index.json')) || existsSync(join(buildDir, 'search'))) {
    if (existsSync(join(folder, 'ok'))) return buildDir;
  }
  rmSync(folder, {recursive: true, force: true});
  mkdirSync(site, {recursive: true});
  const files = execFileSync('git', ['ls-files', '-z'], {cwd: root, encoding: 'utf8'})
    .split('\0')
    .filter((file) => file && !SITE_SEARCH_FILES.some((skip) => file.startsWith(skip)));
  const tar = spawnSync('tar', ['-cf', '-', '--null', '-T', '-'], {
    cwd: root,
    input: files.join('\0'),
    maxBuffer: 1 << 30,
  });
  if (tar.status !== 0) throw new Error(`copying the site failed: ${tar.stderr}`);
  spawnSync('tar', ['-xf', '-'], {cwd: site, input: tar.stdout});
  commitCopy(site, 'Search peer copy');
  log(
    `  installing the site's dependencies and @easyops-cn/docusaurus-search-local ${EASYOPS_VERSION} in ${site} ...`,
  );
  for (const args of [
    ['ci', '--no-audit', '--no-fund', '--prefer-offline'],
    [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      `@easyops-cn/docusaurus-search-local@${EASYOPS_VERSION}`,
    ],
  ]) {
    const install = spawnSync('npm', args, {cwd: site, encoding: 'utf8', maxBuffer: 1 << 28});
    if (install.status !== 0)
      throw new Error(
        `npm ${args[0]} in the copy failed:\n${(install.stderr || install.stdout).slice(-2000)}`,
      );
  }

  const configPath = join(site, 'docusaurus.config.ts');
  let config = readFileSync(configPath, 'utf8');
  const before = config;
  config = config
    .replace(/^import searchIndex from .*\n/m, '')
    // The plugin's entry, on one line or spread over several: `[searchIndex, {...}],`.
    .replace(/^\s*\[\s*searchIndex,\s*\{[^}]*\},?\s*\],\n/m, '')
    .replace(
      /\n {2}plugins: \[/,
      `\n  themes: [['@easyops-cn/docusaurus-search-local', ${JSON.stringify(THEME_OPTIONS)}]],\n  plugins: [`,
    );
  if (config === before || config.includes('searchIndex,'))
    throw new Error('the config no longer has the shape this script edits (searchIndex plugin)');
  writeFileSync(configPath, config);

  log(`  building a copy of the site with @easyops-cn/docusaurus-search-local in ${site} ...`);
  const build = spawnSync('npx', ['docusaurus', 'build'], {
    cwd: site,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: {...process.env, NODE_ENV: 'production'},
  });
  if (build.status !== 0)
    throw new Error(`the copy did not build:\n${(build.stderr || build.stdout).slice(-2000)}`);
  writeFileSync(join(folder, 'ok'), new Date().toISOString());
  return buildDir;
}

const RESULT_LINE = /documents? (were )?found/i;

export async function runEasyops(browser, buildDir, queries) {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  await routeFolder(page, ORIGIN, buildDir, {cleanUrls: true});
  await page.goto(`${ORIGIN}/search/`);
  const input = page.locator('input[name="q"]');
  await input.waitFor();
  const answers = [];
  const unanswered = [];
  for (const entry of queries) {
    await input.fill('');
    await page.waitForFunction(
      (source) =>
        ![...document.querySelectorAll('p')].some((p) =>
          new RegExp(source, 'i').test(p.textContent ?? ''),
        ),
      RESULT_LINE.source,
    );
    await input.fill(entry.query);
    // Its results, or the line saying there are none, once its worker has answered. A query it
    // never answers (no line at all within the timeout) counts as no result, and is named; any
    // other failure stops the peer's run.
    const answered = await page
      .waitForFunction(
        (source) =>
          [...document.querySelectorAll('p')].some((p) =>
            new RegExp(source, 'i').test(p.textContent ?? ''),
          ),
        RESULT_LINE.source,
        {timeout: 10_000},
      )
      .then(
        () => true,
        (error) => {
          if (error.name !== 'TimeoutError') throw error;
          return false;
        },
      );
    if (!answered) {
      unanswered.push(entry.query);
      answers.push([]);
      continue;
    }
    answers.push(
      await page.$$eval('article h2 a', (links) => links.map((link) => link.getAttribute('href'))),
    );
  }
  await context.close();
  return {answers, unanswered};
}
