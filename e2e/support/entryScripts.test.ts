import {entryScriptPreloads, withDeferredEntryScripts} from './entryScripts';

const PAGE =
  '<head><link rel=preload href=/fonts/inter.woff2 as=font>' +
  '<link rel=preload href=/assets/js/runtime~main.1.js as=script fetchpriority=low data-app-script>' +
  '<link rel=preload href=/assets/js/main.2.js as=script fetchpriority=low data-app-script></head>';

it('reads the preloaded entry scripts in order, and no other preload', () => {
  expect(entryScriptPreloads(PAGE)).toEqual([
    '/assets/js/runtime~main.1.js',
    '/assets/js/main.2.js',
  ]);
});

it("writes them back as Docusaurus' deferred scripts", () => {
  expect(withDeferredEntryScripts(PAGE)).toBe(
    '<head><link rel=preload href=/fonts/inter.woff2 as=font>' +
      '<script src=/assets/js/runtime~main.1.js defer></script>' +
      '<script src=/assets/js/main.2.js defer></script></head>',
  );
});

it('fails on a page without preloaded entry scripts', () => {
  expect(() => withDeferredEntryScripts('<head></head>')).toThrow(/preloads no entry script/);
});
