import {renderCanvas} from '../render';
import {queryCollection} from './cms';
import {sampleCollections} from './sampleCollections';

const titles = (entries: Array<Record<string, unknown>>) => entries.map((entry) => entry.title ?? entry.name);

describe('cms', () => {
  it('returns every entry of a collection in stored order', () => {
    expect(queryCollection(sampleCollections, 'posts')).toHaveLength(4);
    expect(titles(queryCollection(sampleCollections, 'team'))).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing']);
  });

  it('filters by equality, by membership in a list field and by dotted paths', () => {
    expect(titles(queryCollection(sampleCollections, 'posts', {filter: {tags: 'news'}}))).toEqual(['Weekend opening hours', 'Hello, world']);
    expect(titles(queryCollection(sampleCollections, 'posts', {filter: {'author.name': 'Ada Lovelace'}}))).toEqual([
      'How we source our coffee',
      'Hello, world',
    ]);
    expect(titles(queryCollection(sampleCollections, 'products', {filter: {in_stock: false}}))).toEqual(['Seasonal vegetable box']);
    expect(titles(queryCollection(sampleCollections, 'posts', {filter: {tags: ['coffee', 'recipes']}}))).toHaveLength(2);
    expect(queryCollection(sampleCollections, 'posts', {filter: {tags: 'nothing'}})).toEqual([]);
  });

  it('sorts ascending or, with a leading minus, descending; entries without the field go last', () => {
    expect(titles(queryCollection(sampleCollections, 'posts', {sort: 'published_at'}))[0]).toBe('Hello, world');
    expect(titles(queryCollection(sampleCollections, 'products', {sort: '-price'}))).toEqual([
      'Seasonal vegetable box',
      'Yirgacheffe coffee beans',
      'Olive oil, 500 ml',
      'Sourdough loaf',
    ]);
    const rows = [{n: 'b', v: 2}, {n: 'none'}, {n: 'a', v: 1}];
    expect(queryCollection({rows}, 'rows', {sort: 'v'}).map((row) => row.n)).toEqual(['a', 'b', 'none']);
    expect(queryCollection({rows}, 'rows', {sort: '-v'}).map((row) => row.n)).toEqual(['b', 'a', 'none']);
  });

  it('limits after filtering and sorting', () => {
    expect(titles(queryCollection(sampleCollections, 'posts', {sort: 'title', limit: 2}))).toEqual(['Hello, world', 'How we source our coffee']);
    expect(() => queryCollection(sampleCollections, 'posts', {limit: 0})).toThrow('limit must be a whole number of 1 or more');
    expect(() => queryCollection(sampleCollections, 'posts', {limit: 1.5})).toThrow('limit');
  });

  it('names the collections when one does not exist, and rejects unknown options', () => {
    expect(() => queryCollection(sampleCollections, 'pots')).toThrow('cms(): there is no collection "pots". The project has: posts, products, team.');
    expect(() => queryCollection(sampleCollections, '')).toThrow('cms(): the collection must be a key');
    expect(() => queryCollection(sampleCollections, 'posts', {filters: {}})).toThrow('unknown option "filters"');
    expect(() => queryCollection(sampleCollections, 'posts', {sort: 3})).toThrow('sort must be a field name');
  });

  it('reads the sample collections in a template, and a collections variable overrides one collection', () => {
    expect(renderCanvas("{% for post in cms('posts', { limit: 2 }) %}{{ post.slug }} {% endfor %}")).toBe(
      'weekend-opening-hours how-we-source-our-coffee ',
    );
    const data = {collections: {faq: [{question: 'Do you deliver?'}]}};
    expect(renderCanvas("{{ cms('faq')|length }} {{ cms('posts')|length }}", {data})).toBe('1 4');
  });

  it('accepts Twig hash literals as options', () => {
    expect(renderCanvas("{% for p in cms('posts', { filter: { tags: 'news' }, sort: 'title' }) %}{{ p.title }}; {% endfor %}")).toBe(
      'Hello, world; Weekend opening hours; ',
    );
  });
});
