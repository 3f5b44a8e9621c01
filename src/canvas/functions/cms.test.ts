import {renderCanvas} from '../render';
import {queryCms, sampleContent} from './cms';

type Entry = Record<string, unknown>;
const list = (type: string, query: unknown) => queryCms(sampleContent, type, query) as Entry[];
const field = (entries: Entry[], name = 'slug') => entries.map((entry) => entry[name]);

describe('cms', () => {
  describe('posts', () => {
    it('lists a blog newest first', () => {
      expect(field(list('posts', {blog: 'news'}))).toEqual([
        'weekend-opening-hours',
        'how-we-source-our-coffee',
        'spring-menu-planning',
        'hello-world',
      ]);
    });

    it('filters by tag and by fields, and orders by any field', () => {
      expect(field(list('posts', {blog: 'news', tag: 'news'}))).toEqual([
        'weekend-opening-hours',
        'hello-world',
      ]);
      expect(field(list('posts', {blog: 'news', filter: {'author.name': 'Ada Lovelace'}}))).toEqual(
        ['how-we-source-our-coffee', 'hello-world'],
      );
      expect(field(list('posts', {blog: 'news', order: 'published_at'}))[0]).toBe('hello-world');
      expect(field(list('posts', {blog: 'news', order: 'title'}), 'title')).toEqual([
        'Hello, world',
        'How we source our coffee',
        'Spring menu planning',
        'Weekend opening hours',
      ]);
    });

    it('paginates with limit and offset, accepting numeric strings', () => {
      expect(field(list('posts', {blog: 'news', limit: 2, offset: 1}))).toEqual([
        'how-we-source-our-coffee',
        'spring-menu-planning',
      ]);
      expect(field(list('posts', {blog: 'news', limit: '1', offset: '3'}))).toEqual([
        'hello-world',
      ]);
      expect(list('posts', {blog: 'news', offset: 10})).toEqual([]);
      expect(() => list('posts', {blog: 'news', limit: 0})).toThrow(
        "cms('posts'): limit must be a whole number from 1 to 100",
      );
      expect(() => list('posts', {blog: 'news', limit: 101})).toThrow('from 1 to 100');
      expect(() => list('posts', {blog: 'news', offset: -1})).toThrow(
        'offset must be a whole number',
      );
    });

    it('gives an empty list for an unknown blog and requires the blog key', () => {
      expect(list('posts', {blog: 'nope'})).toEqual([]);
      expect(() => list('posts', {})).toThrow(
        "cms('posts'): the query needs blog, such as cms('posts', { blog: 'news' }).",
      );
      expect(() => list('posts', {blog: 'news', sort: 'title'})).toThrow(
        `cms('posts'): unknown option "sort"; the options are blog, tag, filter, limit, offset, order.`,
      );
    });
  });

  describe('single items', () => {
    it('finds a post, an entry, a page and a menu, or gives null', () => {
      expect(
        (queryCms(sampleContent, 'post', {blog: 'news', slug: 'hello-world'}) as Entry).title,
      ).toBe('Hello, world');
      expect(queryCms(sampleContent, 'post', {blog: 'news', slug: 'nope'})).toBeNull();
      expect(
        (queryCms(sampleContent, 'entry', {collection: 'team', slug: 'grace-hopper'}) as Entry)
          .role,
      ).toBe('Operations');
      expect(queryCms(sampleContent, 'entry', {collection: 'nope', slug: 'x'})).toBeNull();
      expect((queryCms(sampleContent, 'page', {path: '/about/'}) as Entry).title).toBe(
        'About Northwind',
      );
      expect(queryCms(sampleContent, 'page', {path: '/nope'})).toBeNull();
      expect(
        ((queryCms(sampleContent, 'menu', {key: 'main'}) as Entry).links as Entry[]).length,
      ).toBe(4);
      expect(queryCms(sampleContent, 'menu', {key: 'nope'})).toBeNull();
    });

    it('requires the slug', () => {
      expect(() => queryCms(sampleContent, 'post', {blog: 'news'})).toThrow(
        "cms('post'): the query needs slug",
      );
    });
  });

  describe('entries', () => {
    it('keeps the collection order unless ordered, and filters by field', () => {
      expect(field(list('entries', {collection: 'team'}), 'name')).toEqual([
        'Ada Lovelace',
        'Grace Hopper',
        'Alan Turing',
      ]);
      expect(field(list('entries', {collection: 'products', order: '-price'}), 'price')).toEqual([
        32, 18.5, 14.25, 7,
      ]);
      expect(
        field(list('entries', {collection: 'products', filter: {in_stock: false}}), 'name'),
      ).toEqual(['Seasonal vegetable box']);
      expect(
        list('entries', {collection: 'products', filter: {category: ['coffee', 'bakery']}}),
      ).toHaveLength(2);
    });

    it('puts entries without the order field last in both directions', () => {
      const content = {
        ...sampleContent,
        collections: {rows: [{n: 'b', v: 2}, {n: 'none'}, {n: 'a', v: 1}]},
      };
      expect(
        field(queryCms(content, 'entries', {collection: 'rows', order: 'v'}) as Entry[], 'n'),
      ).toEqual(['a', 'b', 'none']);
      expect(
        field(queryCms(content, 'entries', {collection: 'rows', order: '-v'}) as Entry[], 'n'),
      ).toEqual(['b', 'a', 'none']);
    });
  });

  it('rejects an unknown type', () => {
    expect(() => queryCms(sampleContent, 'blog', {})).toThrow(
      "cms(): the first argument must be one of 'posts', 'post', 'entries', 'entry', 'page', 'menu'",
    );
  });

  describe('in a template', () => {
    it('reads the sample content', () => {
      expect(
        renderCanvas(
          "{% for post in cms('posts', { blog: 'news', limit: 2 }) %}{{ post.slug }} {% endfor %}",
        ),
      ).toBe('weekend-opening-hours how-we-source-our-coffee ');
      expect(
        renderCanvas(
          "{% set post = cms('post', { blog: 'news', slug: route.params.slug }) %}{{ post.title }}",
        ),
      ).toBe('Hello, world');
    });

    it('lets collections and blogs variables replace one collection or blog', () => {
      const data = {collections: {team: [{name: 'Only'}]}, blogs: {news: []}};
      expect(
        renderCanvas(
          "{{ cms('entries', { collection: 'team' })|length }} " +
            "{{ cms('entries', { collection: 'products' })|length }} " +
            "{{ cms('posts', { blog: 'news' })|length }}",
          {data},
        ),
      ).toBe('1 4 0');
    });
  });
});
