import {buildTimes, perPageGrowth} from './buildLog';

const log = [
  '\u001b[33m[PERF]\u001b[39m Build > en > Load site > Load plugins - 1.60 seconds! - (Heap 56mb -> 81mb / Total 109mb)',
  '[PERF] Build > en > Load site - 2.02 seconds! - (Heap 52mb -> 90mb / Total 110mb)',
  '[PERF] Build > en > Load site > Load plugins > Load plugins content > Load content-rules@default > loadContent() - 109.26 ms - (Heap 79mb -> 76mb / Total 104mb)',
  '[PERF] Build > en > Bundling with rspack - 3.70 seconds! - (Heap 93mb -> 99mb / Total 120mb)',
  '[PERF] Build > en > SSG - 6.42 seconds! - (Heap 99mb -> 92mb / Total 123mb)',
  '   -> linking to /docs/x[PERF] Build > en > Broken links checker - 37.44 ms - (Heap 129mb -> 122mb / Total 152mb)',
  '[INFO] Search: 1 index file(s) in 3937 ms',
  '[INFO] Markdown twins: 317 pages (1245.7 KB), llms.txt 51.6 KB, llms-full.txt 1268.7 KB in 6037 ms',
  '[INFO] Content rules: every page checked in 96.4 ms',
  '[PERF] Build > en > Load site > Load plugins > Load plugins content > allContentLoaded() - changelog-trail@default - 140.20 ms',
  '[INFO] Changelog trail: the pages entries name checked in 1.8 ms',
].join('\n');

describe('buildTimes', () => {
  it("reads Docusaurus' phases and the site's own steps", () => {
    expect(buildTimes(log)).toEqual({
      phases: {'load site': 2020, bundle: 3700, 'render pages': 6420, 'link check': 37.44},
      steps: {
        'search index': 3937,
        'Markdown twins and llms files': 6037,
        // What the steps print, not what the perf logger charges their hooks with.
        'content rules': 96.4,
        'changelog trail': 1.8,
      },
    });
  });

  it('finds nothing in a log without figures', () => {
    expect(buildTimes('[SUCCESS] Generated static files in "build".')).toEqual({
      phases: {},
      steps: {},
    });
  });
});

describe('perPageGrowth', () => {
  it('is 1 for a linear cost and above 1 for a faster-growing one', () => {
    expect(perPageGrowth({pages: 1000, ms: 500}, {pages: 10000, ms: 5000})).toBe(1);
    expect(perPageGrowth({pages: 1000, ms: 500}, {pages: 10000, ms: 50000})).toBe(10);
  });
});
