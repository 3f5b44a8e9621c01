import {sharedChunkName} from './sharedChunkName';

test('a chunk of libraries is named by the chunks that share it, in any order', () => {
  const name = sharedChunkName([{name: '17896441'}, {name: 'on-demand-search'}], 'defaultVendors');
  expect(name).toMatch(/^vendors-[0-9a-f]{8}$/);
  expect(sharedChunkName([{name: 'on-demand-search'}, {name: '17896441'}], 'defaultVendors')).toBe(
    name,
  );
});

test('another set of sharing chunks gets another name', () => {
  const one = sharedChunkName([{name: '17896441'}, {name: 'on-demand-search'}], 'defaultVendors');
  expect(sharedChunkName([{name: '17896441'}, {name: '0058b4c6'}], 'defaultVendors')).not.toBe(one);
  expect(
    sharedChunkName([{name: '0058b4c6'}, {name: 'on-demand-search'}], 'defaultVendors'),
  ).not.toBe(one);
});

test('libraries only one chunk loads are named as that chunk, so they stay in it', () => {
  expect(sharedChunkName([{name: 'search-engine'}], 'defaultVendors')).toBe('search-engine');
  // Another cache group's split of one chunk keeps a name of its own.
  expect(sharedChunkName([{name: 'search-engine'}], 'twig')).toMatch(/^twig-[0-9a-f]{8}$/);
});

test('a set with a chunk the site could not name keeps the bundler’s name', () => {
  expect(sharedChunkName([{name: '17896441'}, {name: null}], 'defaultVendors')).toBeUndefined();
  expect(sharedChunkName([{}], 'defaultVendors')).toBeUndefined();
});

test('another cache group names its chunks by its own key', () => {
  expect(sharedChunkName([{name: 'main'}], 'twig')).toMatch(/^twig-[0-9a-f]{8}$/);
});
