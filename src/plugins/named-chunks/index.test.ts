import type {Plugin} from '@docusaurus/types';
import namedChunks from '.';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
const configure = (config: object, isServer: boolean) =>
  (namedChunks().configureWebpack as ConfigureWebpack)(config, isServer, {} as never, {}) as {
    optimization?: {chunkIds?: string; splitChunks?: {name?: unknown}};
  };
// Docusaurus 3.10's client config sets other optimizations and leaves the ids to the bundler.
const DOCUSAURUS_CLIENT = {optimization: {runtimeChunk: true, splitChunks: {name: false}}};

test('the client bundle names each chunk by its name', () => {
  expect(configure(DOCUSAURUS_CLIENT, false).optimization?.chunkIds).toBe('named');
});

test('a chunk of shared libraries is named by the chunks that share it', () => {
  const name = configure(DOCUSAURUS_CLIENT, false).optimization?.splitChunks?.name as (
    ...args: unknown[]
  ) => string | undefined;
  expect(name({}, [{name: '17896441'}, {name: 'on-demand-search'}], 'defaultVendors')).toMatch(
    /^vendors-[0-9a-f]{8}$/,
  );
  expect(name({}, [{name: null}], 'defaultVendors')).toBeUndefined();
});

test('the server bundle is left alone', () => {
  expect(configure({optimization: {}}, true)).toEqual({});
});

test('ids an upgrade sets itself stop the build, naming the reliance', () => {
  expect(() =>
    configure({optimization: {chunkIds: 'deterministic', splitChunks: {name: false}}}, false),
  ).toThrow(
    /^Chunk names: .*src\/plugins\/named-chunks\/index\.ts.*found a string.*UPGRADING\.md \("Chunk names"\)/,
  );
});

test('split chunks an upgrade names itself stop the build, naming the reliance', () => {
  expect(() => configure({optimization: {splitChunks: {name: () => 'x'}}}, false)).toThrow(
    /^Chunk names: .*splitChunks\.name: false.*found a function/,
  );
  expect(() => configure({optimization: {}}, false)).toThrow(/^Chunk names: .*found nothing/);
});
