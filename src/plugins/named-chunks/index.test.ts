import type {Plugin} from '@docusaurus/types';
import namedChunks from '.';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
const configure = (config: object, isServer: boolean) =>
  (namedChunks().configureWebpack as ConfigureWebpack)(config, isServer, {} as never, {});

test('the client bundle names each chunk by its name', () => {
  // Docusaurus 3.10's client config sets other optimizations and leaves the ids to the bundler.
  const config = {optimization: {runtimeChunk: true, splitChunks: {name: false}}};
  expect(configure(config, false)).toEqual({optimization: {chunkIds: 'named'}});
});

test('the server bundle is left alone', () => {
  expect(configure({optimization: {}}, true)).toEqual({});
});

test('ids an upgrade sets itself stop the build, naming the reliance', () => {
  expect(() => configure({optimization: {chunkIds: 'deterministic'}}, false)).toThrow(
    /^Chunk names: .*src\/plugins\/named-chunks\/index\.ts.*found a string.*UPGRADING\.md \("Chunk names"\)/,
  );
});
