import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type * as DocsPlugin from '@docusaurus/plugin-content-docs';
import type * as BlogPlugin from '@docusaurus/plugin-content-blog';
import {copyrightLine, site} from './src/data/site';
import {sections} from './src/data/sections';
import {cssVariableCodeTheme} from './src/plugins/prism-loading/codeThemeCss';
import {createGuideFrontMatterParser} from './src/plugins/guide-front-matter';
import {createSearchOnlyKeywordsParser} from './src/plugins/search-index/searchOnlyKeywords';
import contentRules from './src/plugins/content-rules';
import selfHostedFont from './src/plugins/self-hosted-font';
import prismLoading from './src/plugins/prism-loading';
import onDemandStyles from './src/plugins/on-demand-styles';
import namedChunks from './src/plugins/named-chunks';
import analytics from './src/plugins/analytics';
import securityHeaders from './src/plugins/security-headers';
import scriptsAfterPaint from './src/plugins/scripts-after-paint';
import {ssrTemplate} from './src/plugins/scripts-after-paint/ssrTemplate';
import searchIndex from './src/plugins/search-index';
import apiReference from './src/plugins/api-reference';
import guideList from './src/plugins/guide-list';
import docsInstance from './src/plugins/docs-instance';
import remarkModelProps from './src/plugins/api-reference/remarkModelProps';
import markdownTwins from './src/plugins/markdown-twins';
import pdfSections from './src/plugins/pdf-sections';
import canvasExamples, {remarkCanvasExamples} from './src/plugins/canvas-examples';
import {
  providerConnectSources,
  searchProviderFromEnv,
  shardAboveHeadKbFromEnv,
} from './src/data/search';
import {cutDocsVersions, notLatestDocsPrefixes} from './src/plugins/docs-versions/versions';
import {versionedEditUrl} from './src/plugins/docs-versions/editUrl';
import changelogTrail from './src/plugins/changelog-trail';
import {redirects} from './src/data/redirects';
import {tryItConnectSources} from './src/data/api/apis';
import {vcsForSite} from './src/plugins/last-updated/gitWorktree';
import {createChangeTrailFrontMatterParser} from './src/plugins/changelog-trail/frontMatter';
import {createApiChangesFrontMatterParser} from './src/plugins/api-changes/frontMatter';
import apiChanges from './src/plugins/api-changes';

const searchProvider = searchProviderFromEnv(process.env);
// Versions cut with `docusaurus docs:version`, newest first: the first is the latest, served at /docs.
const docsVersions = cutDocsVersions(__dirname);

const config = {
  title: site.titleSuffix,
  titleDelimiter: '|',
  tagline: site.defaultDescription,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: site.baseUrl,
  trailingSlash: false,
  organizationName: 'tessera-dev',
  projectName: 'developers',

  // The banner is an inline script for misconfigured hosts; the CSP allows only the theme's and the script loader's.
  baseUrlIssueBanner: false,
  // Entry scripts are preloaded and run after the first paint (src/plugins/scripts-after-paint).
  ssrTemplate,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // .md files are CommonMark (braces in Canvas prose need no escaping); .mdx files are MDX.
    format: 'detect',
    // Guides' frontmatter is checked; reference pages and changelog entries get their "what changed" trail,
    // and endpoint pages and the entries that announce API changes their part of the API history.
    // Keywords are for the search index only (src/plugins/search-index/searchOnlyKeywords.ts).
    parseFrontMatter: createSearchOnlyKeywordsParser(
      createApiChangesFrontMatterParser(
        __dirname,
        createChangeTrailFrontMatterParser(
          __dirname,
          {
            // A changelog entry links to the page in the latest version (the next one's when only it has the page).
            docs: docsVersions[0]
              ? [
                  {dir: `versioned_docs/version-${docsVersions[0]}`, routeBase: '/docs'},
                  {dir: 'docs', routeBase: '/docs/next'},
                ]
              : [{dir: 'docs', routeBase: '/docs'}],
            api: [{dir: 'api', routeBase: '/api'}],
          },
          createGuideFrontMatterParser(__dirname),
        ),
      ),
    ),
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  future: {
    v4: true,
    faster: true,
    // Git dates ('Last updated') from one `git log` over the repository at startup instead of one
    // process per file. It needs the full history, which a plain clone has. Outside a git worktree
    // (a source archive, a container build) pages go without the date, and the build warns once.
    experimental_vcs: vcsForSite(__dirname),
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  // The theme choice lives under the plain localStorage key "theme" (see src/lib/themeChoice.ts);
  // Docusaurus v4 would namespace it.
  storage: {type: 'localStorage', namespace: false},

  clientModules: [
    './src/clientModules/sidebarScroll.ts',
    './src/clientModules/prefetchLikelyNext.ts',
  ],

  presets: [
    [
      'classic',
      {
        // The docs instances are added below, through a wrapper that trims their page data.
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
          // Once versions are cut, only the latest docs are listed for indexing (not next, not older).
          ignorePatterns: notLatestDocsPrefixes(docsVersions).flatMap((prefix) => [
            prefix,
            `${prefix}/**`,
          ]),
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // First, so content and frontmatter problems are the first thing a build prints.
    contentRules,
    selfHostedFont,
    prismLoading,
    onDemandStyles,
    namedChunks,
    scriptsAfterPaint,
    analytics,
    canvasExamples,
    changelogTrail,
    [
      securityHeaders,
      {
        // Try it sends to the API mock on the reader's machine (src/plugins/api-reference/tryItView.ts).
        connectSources: [
          ...tryItConnectSources,
          ...(searchProvider.mode === 'hosted' ? providerConnectSources(searchProvider.appId) : []),
        ],
      },
    ],
    './src/plugins/openapi/index.ts',
    // Moved pages: an HTML page at each old path for hosts without redirects; hosts that read
    // _redirects or nginx.conf (written by the security-headers plugin) answer 301 first.
    [
      '@docusaurus/plugin-client-redirects',
      {redirects: redirects.map(({from, to}) => ({from, to}))},
    ],
    apiReference,
    // /api/changes and its feeds, from the API history (src/data/api/history).
    apiChanges,
    // Search: the embedded index by default; the hosted provider when ALGOLIA_* are set at build time.
    [
      searchIndex,
      {provider: searchProvider, shardAboveHeadKb: shardAboveHeadKbFromEnv(process.env)},
    ],
    // The list of the site's PDFs (pdf/sections.json), which `npm run pdf` prints from the build.
    pdfSections,
    // Every page as Markdown (/x/y.md), /llms.txt and /llms-full.txt, from the rendered pages.
    [
      markdownTwins,
      {
        summary:
          'Tessera is a website-building platform: developers build each site as a project of Canvas templates (a Twig dialect), push it with the Courier command-line tool, and let content editors change it in the Console. These docs cover Canvas, Courier and the Console; the Console, Admin and Project HTTP APIs; step-by-step guides; and the changelog.',
      },
    ],
    [
      docsInstance,
      {
        path: 'docs',
        routeBasePath: 'docs',
        sidebarPath: './sidebars.ts',
        editUrl: versionedEditUrl(__dirname, site.editUrl, docsVersions[0]),
        remarkPlugins: [remarkCanvasExamples],
        // The Canvas examples' "Try it", in scope through the page component.
        docItemComponent: '@site/src/components/DocsDocItem',
        // 'Last updated' in each docs page's footer, from the page file's last commit. API pages
        // leave it out: their content comes from the model in src/data/api, not their own file.
        showLastUpdateTime: true,
      } satisfies DocsPlugin.Options,
    ],
    [
      docsInstance,
      {
        id: 'api',
        path: 'api',
        routeBasePath: 'api',
        sidebarPath: './sidebarsApi.ts',
        editUrl: site.editUrl,
        // Model-fed components: in scope through the page component, data written in at build time.
        docItemComponent: '@site/src/components/ApiDocItem',
        beforeDefaultRemarkPlugins: [remarkModelProps],
      } satisfies DocsPlugin.Options,
    ],
    [
      guideList,
      {
        id: 'guides',
        path: 'guides',
        routeBasePath: 'guides',
        blogTitle: 'Guides',
        blogDescription: 'Step-by-step guides for building on Tessera.',
        blogSidebarCount: 0,
        postsPerPage: 'ALL',
        showReadingTime: true,
        authorsMapPath: 'authors.yml',
        tags: 'tags.yml',
        onInlineTags: 'throw',
        onInlineAuthors: 'throw',
        onUntruncatedBlogPosts: 'ignore',
        editUrl: site.editUrl,
        feedOptions: {type: null},
        remarkPlugins: [remarkCanvasExamples],
        blogListComponent: '@site/src/components/GuideList',
        blogTagsPostsComponent: '@site/src/components/GuideList/GuideTagPage',
        blogPostComponent: '@site/src/components/GuidePage',
      } satisfies BlogPlugin.Options,
    ],
    [
      '@docusaurus/plugin-content-blog',
      {
        id: 'changelog',
        path: 'changelog',
        routeBasePath: 'changelog',
        blogTitle: 'Changelog',
        blogDescription: 'What changed in Tessera: Canvas, Courier, the APIs and the Console.',
        blogSidebarTitle: 'Recent changes',
        blogSidebarCount: 'ALL',
        // Ten entries a page: each listed entry is a content module the list page loads.
        postsPerPage: 10,
        showReadingTime: false,
        // Tags show their labels ("Console API", not "console-api"); a tag missing from the file fails the build.
        tags: 'tags.yml',
        onInlineTags: 'throw',
        blogListComponent: '@site/src/components/ChangelogList',
        onInlineAuthors: 'ignore',
        onUntruncatedBlogPosts: 'ignore',
        feedOptions: {
          type: ['rss', 'atom'],
          title: 'Tessera changelog',
          copyright: copyrightLine(new Date().getFullYear()),
        },
      } satisfies BlogPlugin.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    // Pages without a description of their own fall back to this one.
    metadata: [
      {name: 'description', content: site.defaultDescription},
      {property: 'og:description', content: site.defaultDescription},
    ],
    colorMode: {
      defaultMode: 'light',
      respectPrefersColorScheme: true,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: site.titleSuffix,
      logo: {alt: site.productName, src: 'img/logo.svg', width: 28, height: 28},
      items: [
        ...sections.map((section) => ({
          to: section.path,
          label: section.label,
          position: 'left' as const,
          // The API item also stays active under the older /api-reference paths.
          activeBaseRegex:
            section.path === '/api' ? '^/api(-reference)?(/|$)' : `^${section.path}(/|$)`,
        })),
        // The version menu, only once a version has been cut (the docs then have two or more).
        ...(docsVersions.length > 0
          ? [{type: 'docsVersionDropdown' as const, position: 'right' as const}]
          : []),
        {type: 'search', position: 'right'},
        {href: site.helpCenterUrl, label: 'Help center', position: 'right'},
        {href: site.consoleUrl, label: 'Console', position: 'right'},
        {href: site.sourceOrgUrl, label: 'GitHub', position: 'right'},
      ],
    },
    prism: {
      // Colours come from CSS (plugins/prism-loading), the same markup in both modes.
      theme: cssVariableCodeTheme,
      darkTheme: cssVariableCodeTheme,
      // Prism's own build has neither Twig nor PHP (the API samples); both build on markup-templating.
      additionalLanguages: ['markup-templating', 'twig', 'php'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
