import upstreamTemplateModule from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {
  PRELOADED_SCRIPTS,
  UPSTREAM_SCRIPTS,
  scriptsAfterPaintTemplate,
  ssrTemplate,
  templateText,
  upstreamTemplate,
} from './ssrTemplate';

const page = {
  appHtml: '<main>Hello</main>',
  baseUrl: '/',
  htmlAttributes: 'lang="en"',
  bodyAttributes: '',
  headTags: '<script>loader()</script>',
  preBodyTags: '',
  postBodyTags: '',
  metaAttributes: [],
  scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'],
  stylesheets: ['assets/css/styles.3.css'],
  noIndex: false,
  version: '3.10.2',
};

it("is Docusaurus' template with only the entry scripts changed", () => {
  expect(ssrTemplate.split(PRELOADED_SCRIPTS).join(UPSTREAM_SCRIPTS)).toBe(upstreamTemplate);
  expect(ssrTemplate).not.toContain(UPSTREAM_SCRIPTS);
});

it('renders preloads of the entry scripts, in order, after the stylesheet', async () => {
  const html = (await compileSSGTemplate(ssrTemplate))(page);
  expect(html).not.toContain('<script src=');
  const preloads = [
    ...html.matchAll(
      /<link rel="preload" href="([^"]+)" as="script" fetchpriority="low" data-app-script>/g,
    ),
  ];
  expect(preloads.map((match) => match[1])).toEqual([
    '/assets/js/runtime~main.1.js',
    '/assets/js/main.2.js',
  ]);
  expect(html.indexOf('<script>loader()</script>')).toBeLessThan(html.indexOf('rel="stylesheet"'));
});

it('stops the build when the upstream template no longer has the expected scripts', () => {
  const changed = upstreamTemplate.replace('defer></script>', 'type="module"></script>');
  expect(() => scriptsAfterPaintTemplate(changed)).toThrow(
    /no longer has its deferred entry scripts in the expected form \(found 0 times\).*ssrTemplate\.ts/,
  );
});

it("reads the template's text from the module as either loader hands it over", () => {
  expect(upstreamTemplate).toBe(upstreamTemplateModule);
  expect(templateText({__esModule: true, default: upstreamTemplateModule})).toBe(
    upstreamTemplateModule,
  );
});

it('stops the build naming the reliance when the module is not the template text', () => {
  for (const changed of [
    {__esModule: true, default: {html: upstreamTemplateModule}},
    {template: upstreamTemplateModule},
    () => upstreamTemplateModule,
    undefined,
  ]) {
    expect(() => templateText(changed)).toThrow(
      /^Page template: a Docusaurus upgrade changed what src\/plugins\/scripts-after-paint\/ssrTemplate\.ts relies on\. Expected .*ssgTemplate\.html to export the template's text, found .*See UPGRADING\.md \("Page template"\)\.$/,
    );
  }
});
