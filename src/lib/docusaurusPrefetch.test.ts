import {docusaurusPrefetch, docusaurusPreload} from './docusaurusPrefetch';

it("calls Docusaurus' own prefetch with the path", () => {
  const calls: string[] = [];
  const global = {
    prefetch(path: string) {
      calls.push(path);
      return this === global;
    },
  };
  expect(docusaurusPrefetch(global)('/docs/next')).toBe(true);
  expect(calls).toEqual(['/docs/next']);
});

it('names the reliance when the global no longer has prefetch', () => {
  for (const changed of [undefined, {}, {prefetch: '/docs'}, {preload: () => undefined}]) {
    expect(() => docusaurusPrefetch(changed)).toThrow(
      /^Link patch: .*src\/clientModules\/prefetchLikelyNext\.ts relies on\. Expected window\.docusaurus\.prefetch to be a function, found .*See UPGRADING\.md \("Link patch"\)\.$/,
    );
  }
});

it("calls Docusaurus' own preload with the path, and names its reliance when it is gone", () => {
  const calls: string[] = [];
  expect(docusaurusPreload({preload: (path: string) => calls.push(path)})('/docs/cli')).toBe(1);
  expect(calls).toEqual(['/docs/cli']);
  expect(() => docusaurusPreload({prefetch: () => undefined})).toThrow(
    /^Kept markup: .*src\/components\/KeptMarkup\/useClientLinks\.ts relies on\. Expected window\.docusaurus\.preload to be a function/,
  );
});
