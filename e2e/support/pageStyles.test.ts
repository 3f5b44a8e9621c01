import {chunkOfAsset, cssRules, linkedHrefs, linkedStylesheets} from './pageStyles';

test('reads the stylesheets a page links, quoted or not, and nothing else', () => {
  const html =
    '<link rel=preload href=/assets/js/main.1.js as=script>' +
    '<link rel=stylesheet href=/assets/css/styles.ab12.css />' +
    '<link rel="stylesheet" href="/extra.css?v=1&amp;x=2">' +
    '<link rel="icon" href="/img/favicon.ico">';
  expect(linkedStylesheets(html)).toEqual(['/assets/css/styles.ab12.css', '/extra.css?v=1&x=2']);
});

test('lists the innermost rules of a minified stylesheet, those inside @media included', () => {
  const css =
    '.a{color:red}.b,.c>d{margin:0}@media (max-width:768px){.e{display:block}}@keyframes k{0%{opacity:0}}';
  expect(cssRules(css)).toEqual([
    '.a{color:red}',
    '.b,.c>d{margin:0}',
    '.e{display:block}',
    '0%{opacity:0}',
  ]);
});

test("names a built asset's chunk", () => {
  expect(chunkOfAsset('on-demand-search.6e7a38b3.css')).toBe('on-demand-search');
  expect(chunkOfAsset('styles.fdb9089f.css')).toBe('styles');
  expect(chunkOfAsset('assets/js/on-demand-try-api.041fd225.js')).toBe('on-demand-try-api');
});

test("a page's links by rel: the font preload among the script preloads", () => {
  const html =
    '<link rel=preload href=/fonts/inter.woff2 as=font><link rel="Preload" href=/a.js as=script>' +
    '<link rel=stylesheet href=/s.css>';
  expect(linkedHrefs(html, 'preload')).toEqual(['/fonts/inter.woff2', '/a.js']);
  expect(linkedHrefs(html, 'stylesheet')).toEqual(['/s.css']);
});
