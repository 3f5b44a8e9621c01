import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type * as DocsPlugin from '@docusaurus/plugin-content-docs';
import type * as BlogPlugin from '@docusaurus/plugin-content-blog';
import {copyrightLine, site} from './src/data/site';
import {sections} from './src/data/sections';
import {darkCodeTheme, lightCodeTheme} from './src/data/codeThemes';
import {createGuideFrontMatterParser} from './src/plugins/guide-front-matter';
import selfHostedFont from './src/plugins/self-hosted-font';
import prismGlobal from './src/plugins/prism-global';
import analytics from './src/plugins/analytics';
import securityHeaders from './src/plugins/security-headers';
import searchIndex from './src/plugins/search-index';
import {providerConnectSources, searchProviderFromEnv} from './src/data/search';

const searchProvider = searchProviderFromEnv(process.env);

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

  // The banner is an inline script for misconfigured hosts; the CSP allows no inline script but the theme's.
  baseUrlIssueBanner: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // .md files are CommonMark (braces in Canvas prose need no escaping); .mdx files are MDX.
    format: 'detect',
    parseFrontMatter: createGuideFrontMatterParser(__dirname),
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  future: {
    v4: true,
    faster: true,
    // Git dates ('Last updated') from one `git log` over the repository at startup instead of one
    // process per file. It needs the full history, which a plain clone has.
    experimental_vcs: true,
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  // The spec keeps the theme under the plain localStorage key "theme"; v4 would namespace it.
  storage: {type: 'localStorage', namespace: false},

  clientModules: ['./src/clientModules/sidebarScroll.ts'],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          editUrl: site.editUrl,
          // 'Last updated' in each docs page's footer, from the page file's last commit. API pages
          // leave it out: their content comes from the model in src/data/api, not their own file.
          showLastUpdateTime: true,
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    selfHostedFont,
    prismGlobal,
    analytics,
    [
      securityHeaders,
      {
        connectSources:
          searchProvider.mode === 'hosted' ? providerConnectSources(searchProvider.appId) : [],
      },
    ],
    './src/plugins/openapi/index.ts',
    // Search: the embedded index by default; the hosted provider when ALGOLIA_* are set at build time.
    [searchIndex, {provider: searchProvider}],
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'api',
        path: 'api',
        routeBasePath: 'api',
        sidebarPath: './sidebarsApi.ts',
        editUrl: site.editUrl,
      } satisfies DocsPlugin.Options,
    ],
    [
      '@docusaurus/plugin-content-blog',
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
        blogListComponent: '@site/src/components/GuideList',
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
        postsPerPage: 20,
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
        {type: 'search', position: 'right'},
        {href: site.helpCenterUrl, label: 'Help center', position: 'right'},
        {href: site.consoleUrl, label: 'Console', position: 'right'},
        {href: site.sourceOrgUrl, label: 'GitHub', position: 'right'},
      ],
    },
    footer: {
      style: 'light',
      copyright: copyrightLine(new Date().getFullYear()),
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['markup-templating', 'twig'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
