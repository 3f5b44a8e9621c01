import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {DOCSEARCH_PATCHES, PATCHED_DOCSEARCH_VERSION, patchDocSearch} from './docsearchPatch';

const packageDir = dirname(require.resolve('@docsearch/react/package.json'));
const installed = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
};
const source = readFileSync(join(packageDir, 'dist/esm/index.js'), 'utf8');

test('the installed DocSearch is the version the patches were written for', () => {
  expect(installed.version).toBe(PATCHED_DOCSEARCH_VERSION);
});

test('every patch applies exactly once to the installed DocSearch', () => {
  const patched = patchDocSearch(source, installed.version);
  for (const patch of DOCSEARCH_PATCHES) {
    expect(patched).toContain(patch.replace);
    expect(patched.split(patch.find)).toHaveLength(1);
  }
  // The patched module still parses as a module.
  const body = patched
    .replace(/import[^;"]*from"[^"]+";/g, '')
    .replace(/export\{[^}]+\};?\s*$/, '');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- compiles the patched code to prove it parses; it never runs
  expect(() => new Function(body)).not.toThrow();
});

test('the modal turns on ignoreCompositionEvents and keeps the error status', () => {
  const patched = patchDocSearch(source, installed.version);
  expect(patched).toContain('id:"docsearch",ignoreCompositionEvents:!0');
  expect(patched).toContain('"error"!==c.getState().status&&p("idle")');
});

test('the modal reads its search history once, not on every render', () => {
  const patched = patchDocSearch(source, installed.version);
  expect(patched).toContain(
    'G=e.useState((function(){return xr({key:"__DOCSEARCH_FAVORITE_SEARCHES__"',
  );
  expect(patched).not.toMatch(/useRef\(xr\(/);
});

test('the modal reads the page’s selected text once, not on every render', () => {
  const patched = patchDocSearch(source, installed.version);
  expect(patched).toContain('Q=e.useState((function(){return "undefined"!=typeof window');
  expect(patched).not.toMatch(/useRef\([^)]*getSelection\(\)/);
});

test('the "No results" screen ends with the results footer component, given its state', () => {
  const patched = patchDocSearch(source, installed.version);
  expect(patched).toContain(
    'o.resultsFooterComponent&&e.createElement(o.resultsFooterComponent,{state:o.state}))}',
  );
});

test('a patch that no longer matches fails, naming it', () => {
  expect(() => patchDocSearch('export{}', '4.0.0')).toThrow(
    /patch "ime" matched 0 times in @docsearch\/react 4\.0\.0/,
  );
});
