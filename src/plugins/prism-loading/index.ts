/**
 * Where Prism loads. The theme registers its additional languages in a client module
 * (`theme-classic/lib/prism-include-languages`), which puts Prism in the code every page runs at
 * startup; the site's `theme/CodeBlock/Content` loads Prism on demand instead (and registers the
 * same languages there), so that client module is replaced by an empty one. If an upgrade moves
 * or renames it, the build stops here; if the theme starts loading Prism some other way, the size
 * budget's startup check fails.
 *
 * The server bundle renders code blocks with `components/HighlightedCode` itself rather than its
 * on-demand loader (`onDemand.ts`), so the highlighted lines are written in place.
 *
 * Code colours come from a stylesheet written here from the two code themes, so that a block's
 * markup is the same in both colour modes (see codeThemeCss.ts).
 *
 * Also provides the `Prism` global that Prism's language files (here twig and markup-templating)
 * expect: the theme sets it on globalThis, but the Rspack bundler (@docusaurus/faster) compiles the
 * bare `Prism` reference before that runs, so the server render fails with "Prism is not defined".
 */
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeThemeCss} from './codeThemeCss';
import {darkCodeTheme, lightCodeTheme} from '../../data/codeThemes';

const themeLanguagesModule = join(
  dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'prism-include-languages',
);

const highlighterModule = join(__dirname, '..', '..', 'components', 'HighlightedCode', 'index.tsx');

export default function prismLoading(context: LoadContext): Plugin {
  if (!existsSync(`${themeLanguagesModule}.js`)) {
    throw new Error(
      `prism-loading: ${themeLanguagesModule}.js no longer exists. Find where the theme now registers ` +
        'its Prism languages and keep that out of the startup code (see UPGRADING.md, "Prism loading").',
    );
  }
  // The code colours of both modes, as rules (see codeThemeCss.ts), loaded with the site's CSS.
  const coloursFile = join(context.generatedFilesDir, 'prism-loading', 'code-colours.css');
  mkdirSync(dirname(coloursFile), {recursive: true});
  writeFileSync(coloursFile, codeThemeCss({light: lightCodeTheme, dark: darkCodeTheme}));
  return {
    name: 'prism-loading',
    getClientModules() {
      return [coloursFile];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin, ProvidePlugin} = currentBundler.instance;
      return {
        resolve: {
          alias: {
            [`${themeLanguagesModule}$`]: join(__dirname, 'noStartupLanguages.ts'),
          },
        },
        plugins: [
          new ProvidePlugin({Prism: ['prism-react-renderer', 'Prism']}),
          ...(isServer
            ? [
                new NormalModuleReplacementPlugin(
                  /HighlightedCode[\\/]onDemand$/,
                  highlighterModule,
                ),
              ]
            : []),
        ],
      };
    },
  };
}
