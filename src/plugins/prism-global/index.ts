/**
 * Provides the `Prism` global that Prism's language files (here twig and
 * markup-templating) expect. The theme sets it on globalThis, but the
 * Rspack bundler (@docusaurus/faster) compiles the bare `Prism` reference
 * before that runs, so the server render fails with "Prism is not defined".
 */
import type {Plugin} from '@docusaurus/types';

export default function prismGlobal(): Plugin {
  return {
    name: 'prism-global',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.ProvidePlugin({Prism: ['prism-react-renderer', 'Prism']}),
        ],
      };
    },
  };
}
