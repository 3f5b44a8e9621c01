import {inPageStylesheet, isOnDemandChunk, ON_DEMAND_CHUNK_PREFIX} from './onDemandChunks';

test('a chunk named with the prefix is loaded on demand', () => {
  expect(isOnDemandChunk(`${ON_DEMAND_CHUNK_PREFIX}search`)).toBe(true);
  expect(isOnDemandChunk('on-demand-try-canvas')).toBe(true);
});

test('route chunks, the entry and unnamed chunks are not', () => {
  for (const name of [
    'main',
    'styles',
    'common',
    '17896441',
    'search-on-demand',
    '',
    null,
    undefined,
  ])
    expect(isOnDemandChunk(name)).toBe(false);
});

test('CSS used only by on-demand chunks stays out of the stylesheet; shared with a page, it is in', () => {
  expect(inPageStylesheet([{name: 'on-demand-search'}])).toBe(false);
  expect(inPageStylesheet([{name: 'on-demand-try-canvas'}, {name: 'on-demand-playground'}])).toBe(
    false,
  );
  expect(inPageStylesheet([{name: 'on-demand-playground'}, {name: null}])).toBe(true);
  expect(inPageStylesheet([{name: 'main'}])).toBe(true);
  // A module in no chunk is left where Docusaurus puts it.
  expect(inPageStylesheet([])).toBe(true);
});
