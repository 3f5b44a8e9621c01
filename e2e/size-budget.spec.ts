/**
 * The weight budget, read from the build rather than a browser so that the
 * figures are exact: the JavaScript each kind of page executes on first load
 * (gzip), the JavaScript any single navigation prefetches, and the stylesheet
 * every page waits for. Also checks that no chunk carries the API model: each
 * endpoint page holds its own endpoint.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {allObjects} from '../src/data/api';
import {
  entryFiles,
  firstLoadWeight,
  kilobytes,
  leafPaths,
  navigationWeight,
  overBudget,
  readBuildRecords,
  routeChunkNames,
} from './support/pageWeight';
import {builtFiles, builtPageFile} from './builtSite';
import {MEASURED_PAGES} from './support/measuredPages';
import {
  chunkOfAsset,
  cssRules,
  onDemandChunkNames,
  linkedHrefs,
  linkedStylesheets,
} from './support/pageStyles';
import {PRISM_MARKER} from './support/prismMarker';

/**
 * 171.8 KB: the JS the stock classic template's /docs/intro runs until it has hydrated
 * (bench/firstLoad.mjs on bench/stockSite.mjs's build). Counted here: the entry and route chunks a
 * page needs to hydrate; not the analytics tracker (2.6 KB), which loads once the page is idle. The
 * heaviest page kind, the changelog, is 167.6 KB.
 */
export const FIRST_LOAD_BUDGET = Math.round(171.8 * 1024);
export const NAVIGATION_BUDGET = 250 * 1024;
/**
 * 21 KB: the stylesheet every page waits for before its first paint (the stock classic template's
 * is 14.8 KB; the site's components and DocSearch's button add the rest).
 */
export const STYLESHEET_BUDGET = 21 * 1024;

const SITE_DIR = join(__dirname, '..');
const records = readBuildRecords(SITE_DIR);

test('first-load JS of each page kind is within the budget', () => {
  const weights = MEASURED_PAGES.map((path) => firstLoadWeight(records, path));
  console.log(
    weights
      .map(
        (weight) =>
          `${weight.path}: ${kilobytes(weight.gzip)} (budget ${kilobytes(FIRST_LOAD_BUDGET)})`,
      )
      .join('\n'),
  );
  expect(overBudget(weights, FIRST_LOAD_BUDGET, 'first-load JS')).toEqual([]);
});

test('no single navigation prefetches more than the budget', () => {
  // From the home page, whose own chunks are the fewest, every route's chunks count in full.
  const weights = leafPaths(records.routes).map((path) => navigationWeight(records, '/', path));
  const heaviest = weights.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  console.log(`heaviest navigation: ${heaviest.path}, ${kilobytes(heaviest.gzip)}`);
  expect(overBudget(weights, NAVIGATION_BUDGET, 'the JS its navigation prefetches')).toEqual([]);
});

test('every page waits for one stylesheet, within the budget, with no rule of what loads on demand', () => {
  const linked = new Set(
    MEASURED_PAGES.flatMap((path) => {
      const file = builtPageFile(path);
      if (!file) throw new Error(`The build has no page for ${path}.`);
      return linkedStylesheets(readFileSync(file, 'utf8'));
    }),
  );
  expect([...linked]).toHaveLength(1);
  const [sheet = ''] = linked;
  const gzip = records.gzipBytes(sheet.replace(/^\//, ''));
  console.log(`stylesheet: ${kilobytes(gzip)} (budget ${kilobytes(STYLESHEET_BUDGET)})`);
  expect(gzip).toBeLessThanOrEqual(STYLESHEET_BUDGET);

  // Each chunk the source loads on demand is built under its name, the search overlay's with its
  // own stylesheet (DocSearch's modal.css), and none of their rules is in the page's stylesheet.
  const assets = (kind: 'css' | 'js') =>
    builtFiles().filter((file) => file.startsWith(`assets/${kind}/`) && file.endsWith(`.${kind}`));
  const named = onDemandChunkNames(join(SITE_DIR, 'src'));
  expect(named.length).toBeGreaterThan(0);
  expect(named.filter((name) => !assets('js').some((file) => chunkOfAsset(file) === name))).toEqual(
    [],
  );
  const onDemandSheets = assets('css').filter((file) => named.includes(chunkOfAsset(file)));
  expect(onDemandSheets.map(chunkOfAsset)).toContain('on-demand-search');
  const pageRules = new Set(cssRules(readFileSync(join(SITE_DIR, 'build', sheet), 'utf8')));
  const inBoth = onDemandSheets.flatMap((file) =>
    cssRules(readFileSync(join(SITE_DIR, 'build', file), 'utf8'))
      .filter((rule) => pageRules.has(rule))
      .map((rule) => `${file}: ${rule}`),
  );
  expect(inBoth).toEqual([]);
});

test('no JS chunk contains the API model', () => {
  // The model describes every field of every object; a page holds the fields of its own endpoint's
  // object, so a chunk with the fields of many objects carries the model.
  const fieldTexts = allObjects.map((object) =>
    object.fields.map((field) => JSON.stringify(field.description).slice(1, -1)),
  );
  const dir = join(SITE_DIR, 'build', 'assets', 'js');
  const carriers = readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const source = readFileSync(join(dir, file), 'utf8');
      const objects = fieldTexts.filter((texts) => texts.every((text) => source.includes(text)));
      return {file, objects: objects.length};
    })
    .filter(({objects}) => objects > 3);
  expect(carriers).toEqual([]);
});

test('only the sections with Canvas examples load the code of their "Try it"', () => {
  // The render worker's name is in the code that starts it (src/lib/canvasPlayground); the
  // examples' component is in the docs' and the guides' page components, not the theme's MDX
  // registry, which every page loads (components/CanvasExample/mdxScope.ts).
  const loadsTryIt = (path: string) =>
    firstLoadWeight(records, path).files.some((file) =>
      readFileSync(join(SITE_DIR, 'build', file), 'utf8').includes('name:"canvas-render"'),
    );
  expect(loadsTryIt('/docs/canvas/filters/date')).toBe(true);
  const elsewhere = MEASURED_PAGES.filter((path) => /^\/(api|changelog)(\/|$)/.test(path));
  expect(elsewhere.length).toBeGreaterThan(1);
  expect(elsewhere.filter(loadsTryIt)).toEqual([]);
});

test('the startup code has no syntax highlighter', () => {
  // Pages keep the server's highlighted code; Prism loads only for a page reached by navigation.
  const carriers = [...entryFiles(records)].filter((file) =>
    readFileSync(join(SITE_DIR, 'build', file), 'utf8').includes(PRISM_MARKER),
  );
  expect(carriers).toEqual([]);
});

test('the startup code has no whole helper library', () => {
  // tslib's helpers, all of them, came with one CommonJS require in @docusaurus/utils-common
  // (patches/@docusaurus+utils-common+3.10.2.patch): 11 KB raw in main.js for one helper call.
  // `__addDisposableResource` is a helper only tslib defines and no site code calls.
  const carriers = [...entryFiles(records)].filter((file) =>
    readFileSync(join(SITE_DIR, 'build', file), 'utf8').includes('__addDisposableResource'),
  );
  expect(carriers).toEqual([]);
});

test("the startup code has none of the search overlay's strings", () => {
  // They load with the overlay's code (src/theme/SearchBar/translations.ts): a module's `translate`
  // calls all run when it is imported, so the button's text, on every page, is apart (buttonText.ts).
  const marker = 'theme.SearchModal.searchBox.resetButtonTitle';
  const carriers = (files: readonly string[]) =>
    files.filter((file) => readFileSync(join(SITE_DIR, 'build', file), 'utf8').includes(marker));
  expect(carriers(builtFiles().filter((file) => file.endsWith('.js'))).length).toBeGreaterThan(0);
  expect(carriers([...entryFiles(records)])).toEqual([]);
});

test('the startup code names each route chunk once, no route module by its path, no route by its key', () => {
  const entry = [...entryFiles(records)].map((file) => ({
    file,
    source: readFileSync(join(SITE_DIR, 'build', file), 'utf8'),
  }));
  // Chunk ids are the chunks' names (src/plugins/named-chunks), so the runtime's only entry for a
  // route chunk is its file's hash: no id-to-name map, and no name-to-id map for prefetching
  // (patches/@docusaurus+core+3.10.2.patch, ChunkAssetPlugin.js). A name of digits alone is a
  // number to the minifier, which may write it in hex: such a name is counted at most once here.
  const runtime = entry.find(({file}) => file.includes('runtime~main'))?.source ?? '';
  const named = (name: string) => runtime.split(name).length - 1;
  expect(routeChunkNames(records).filter((name) => named(name) > 1)).toEqual([]);
  // The registry gives each route module its loader alone: not its path, which only a server-side
  // report used, nor its id (the same patch, codegenRoutes.js). The site config names a few of the
  // same modules, as options of its own.
  const config = readFileSync(join(SITE_DIR, '.docusaurus', 'docusaurus.config.mjs'), 'utf8');
  const registry = readFileSync(join(SITE_DIR, '.docusaurus', 'registry.js'), 'utf8');
  const paths = [...registry.matchAll(/import\(\/\*[^*]*\*\/ "([^"]+)"\)/g)]
    .map(([, path]) => path ?? '')
    .filter((path) => !config.includes(`'${path}'`) && !config.includes(`"${path}"`));
  expect(paths.length).toBeGreaterThan(100);
  const shipped = paths.filter((path) => entry.some(({source}) => source.includes(`"${path}"`)));
  expect(shipped).toEqual([]);
  // Each route's chunk names come with the route (the same patch): no table keyed by the route's
  // path and a hash, which wrote every path a second time.
  const routeKeys = Object.keys(
    JSON.parse(
      readFileSync(join(SITE_DIR, '.docusaurus', 'routesChunkNames.json'), 'utf8'),
    ) as object,
  );
  expect(routeKeys.length).toBeGreaterThan(100);
  expect(routeKeys.filter((key) => entry.some(({source}) => source.includes(`"${key}"`)))).toEqual(
    [],
  );
});

test('the startup runtime knows no chunk of the site’s code or of shared libraries by its path', () => {
  // The site's import()s name their chunks, and libraries split off for several chunks are named by
  // a hash of those (src/plugins/named-chunks): a name from module paths runs to 100 characters. A
  // dependency's own import() (the 404 page, the clipboard fallback) keeps the bundler's name.
  const runtime = [...entryFiles(records)]
    .filter((file) => file.includes('runtime~main'))
    .map((file) => readFileSync(join(SITE_DIR, 'build', file), 'utf8'))
    .join('');
  expect(runtime).toContain('"vendors-');
  const byPath = runtime.match(/"(?:vendors-)?(?:src|node_modules)_[^"]*"/g) ?? [];
  expect(byPath.filter((id) => !id.startsWith('"node_modules_'))).toEqual([]);
});

test('the copy of the site config every page loads has none of what only the build reads', () => {
  // The plugins and their options, and the page template (patches/@docusaurus+core+3.10.2.patch,
  // codegen.js).
  const generated = readFileSync(join(SITE_DIR, '.docusaurus', 'docusaurus.config.mjs'), 'utf8');
  const config = JSON.parse(
    generated.slice(generated.indexOf('{'), generated.lastIndexOf('}') + 1),
  ) as object;
  expect(Object.keys(config)).toEqual(expect.arrayContaining(['title', 'themeConfig']));
  expect(
    Object.keys(config).filter((key) =>
      ['plugins', 'presets', 'themes', 'ssrTemplate'].includes(key),
    ),
  ).toEqual([]);
});

test('the font every page preloads keeps only the range and weights the site uses', () => {
  // Inter's Latin face in the font package is 47.1 KB; cut to the weights the site sets
  // (src/plugins/self-hosted-font/subsetFace.ts) it is 30.0 KB. It is the largest file a first
  // visit fetches before its first paint, after main.js.
  const html = readFileSync(builtPageFile('/docs') ?? '', 'utf8');
  const href = linkedHrefs(html, 'preload').find((link) => link.endsWith('.woff2')) ?? '';
  expect(href).toMatch(/^\/fonts\/.+\.woff2$/);
  expect(readFileSync(join(SITE_DIR, 'build', href)).length).toBeLessThan(32 * 1024);
});
