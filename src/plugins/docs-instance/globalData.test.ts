import type {GlobalPluginData, GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {leanGlobalData} from './globalData';

const version = (name: string): GlobalVersion => ({
  name,
  label: name,
  isLast: name === 'current',
  path: name === 'current' ? '/docs' : `/docs/${name}`,
  mainDocId: 'index',
  docs: [
    {id: 'index', path: '/docs', sidebar: 'docs'},
    {id: 'canvas/filters/abs', path: '/docs/canvas/filters/abs', sidebar: 'docs'},
    {id: 'canvas/filters/date', path: '/docs/canvas/filters/date', sidebar: 'docs'},
  ],
  draftIds: [],
  sidebars: {docs: {link: {label: 'Introduction', path: '/docs'}}},
});

const data = (...names: string[]): GlobalPluginData => ({
  path: '/docs',
  versions: names.map(version),
  breadcrumbs: true,
});

test('a lone version keeps its main doc and its sidebars, not every doc', () => {
  const [lean] = leanGlobalData(data('current')).versions;
  expect(lean?.docs).toEqual([{id: 'index', path: '/docs', sidebar: 'docs'}]);
  expect(lean?.sidebars).toEqual(version('current').sidebars);
  expect(lean?.mainDocId).toBe('index');
});

test('once a version is cut, every doc stays: the version menu links a doc to itself', () => {
  const versioned = data('current', '1.0');
  expect(leanGlobalData(versioned)).toEqual(versioned);
});

test('global data of another shape stops the build, naming the reliance', () => {
  expect(() => leanGlobalData({path: '/docs', versions: [{name: 'current'}]})).toThrow(
    /Docs global data: a Docusaurus upgrade changed what src\/plugins\/docs-instance\/globalData.ts relies on/,
  );
});
