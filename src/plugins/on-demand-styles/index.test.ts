import type {Plugin} from '@docusaurus/types';
import onDemandStyles from '.';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
const configure = (config: object, isServer: boolean) =>
  (onDemandStyles().configureWebpack as ConfigureWebpack)(config, isServer, {} as never, {});

/** The shape of Docusaurus 3.10's client config (lib/webpack/base.js). */
const clientConfig = () => ({
  optimization: {
    splitChunks: {
      name: false,
      cacheGroups: {
        default: false,
        common: {name: 'common', priority: 40},
        styles: {
          name: 'styles',
          type: 'css/mini-extract',
          chunks: 'all',
          enforce: true,
          priority: 50,
        },
      },
    },
  },
});

test("the client bundle's stylesheet takes all CSS but what only on-demand chunks use", () => {
  const config = clientConfig();
  configure(config, false);
  const styles = config.optimization.splitChunks.cacheGroups.styles as unknown as Record<
    string,
    unknown
  > & {
    test: (module: unknown, context: object) => boolean;
  };
  const chunkGraph = (chunks: Record<string, (string | null)[]>) => ({
    getModuleChunks: (module: unknown) => (chunks[module as string] ?? []).map((name) => ({name})),
  });
  const graph = chunkGraph({
    modal: ['on-demand-search'],
    workbench: ['on-demand-try-canvas', 'on-demand-playground'],
    codeBlock: ['on-demand-playground', null],
    layout: ['main'],
  });
  const taken = ['modal', 'workbench', 'codeBlock', 'layout'].filter((module) =>
    styles.test(module, {chunkGraph: graph}),
  );
  expect(taken).toEqual(['codeBlock', 'layout']);
  // The rest of the group is Docusaurus' own.
  expect(styles).toMatchObject({
    name: 'styles',
    type: 'css/mini-extract',
    chunks: 'all',
    enforce: true,
  });
});

test('the server bundle is left alone', () => {
  const config = {optimization: {splitChunks: false}};
  expect(() => configure(config, true)).not.toThrow();
  expect(config.optimization.splitChunks).toBe(false);
});

test('a client config without the stylesheet group stops the build, naming the reliance', () => {
  const renamed = clientConfig() as {optimization: {splitChunks: {cacheGroups: object}}};
  renamed.optimization.splitChunks.cacheGroups = {default: false, css: {name: 'css'}};
  expect(() => configure(renamed, false)).toThrow(
    /Page stylesheet: a Docusaurus upgrade changed what src\/plugins\/on-demand-styles\/index\.ts relies on/,
  );
  expect(() => configure({optimization: {splitChunks: false}}, false)).toThrow(/Page stylesheet/);
  const tested = clientConfig();
  Object.assign(tested.optimization.splitChunks.cacheGroups.styles, {test: /\.css$/});
  expect(() => configure(tested, false)).toThrow(/named 'styles', with no test/);
  expect(() => configure({}, false)).toThrow(/UPGRADING\.md \("Page stylesheet"\)/);
});
