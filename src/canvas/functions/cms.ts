import type {FunctionDefinition} from '../types';
import {plainText} from '../filters/values';
import {sampleBlogs, sampleCollections, sampleMenus, samplePages} from './sampleCollections';
import {asString, isRecord, keysOf, readOptions, readPath, type TwigState} from './shared';

type Entry = Readonly<Record<string, unknown>>;

/** The published content `cms()` reads: blogs and collections by key, pages, menus by key. */
export interface CmsContent {
  readonly blogs: Readonly<Record<string, unknown>>;
  readonly collections: Readonly<Record<string, unknown>>;
  readonly pages: readonly Entry[];
  readonly menus: Readonly<Record<string, unknown>>;
}

export const sampleContent: CmsContent = {
  blogs: sampleBlogs,
  collections: sampleCollections,
  pages: samplePages,
  menus: sampleMenus,
};

export const CMS_TYPES = ['posts', 'post', 'entries', 'entry', 'page', 'menu'] as const;
type CmsType = (typeof CMS_TYPES)[number];

const QUERY_OPTIONS: Record<CmsType, readonly string[]> = {
  posts: ['blog', 'tag', 'filter', 'limit', 'offset', 'order'],
  post: ['blog', 'slug'],
  entries: ['collection', 'filter', 'limit', 'offset', 'order'],
  entry: ['collection', 'slug'],
  page: ['path'],
  menu: ['key'],
};

/** Default and largest page size, as in the Tessera APIs. */
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

function required(type: CmsType, query: Record<string, unknown>, name: string): string {
  const value = asString(query[name])?.trim();
  if (!value)
    throw new Error(
      `cms('${type}'): the query needs ${name}, such as cms('${type}', { ${name}: '${exampleOf(name)}' }).`,
    );
  return value;
}

function exampleOf(name: string): string {
  return (
    {blog: 'news', collection: 'team', slug: 'hello-world', path: '/about', key: 'main'}[name] ??
    name
  );
}

function wholeNumber(
  type: CmsType,
  name: string,
  value: unknown,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined || value === null) return fallback;
  const number = typeof value === 'number' ? value : Number(asString(value) ?? Number.NaN);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(
      `cms('${type}'): ${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}.`,
    );
  }
  return number;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined)
    return (a ?? null) === (b ?? null);
  if (typeof a === 'object' || typeof b === 'object') return false;
  return plainText(a) === plainText(b);
}

/** A field matches a wanted value when it equals it, or contains it when the field is a list; a list of wanted values matches any of them. */
function matches(field: unknown, wanted: unknown): boolean {
  const candidates = Array.isArray(wanted) ? wanted : [wanted];
  const values = Array.isArray(field) ? field : [field];
  return candidates.some((candidate) => values.some((value) => sameValue(value, candidate)));
}

function applyFilter(type: CmsType, entries: Entry[], filter: unknown): Entry[] {
  if (filter === undefined || filter === null) return entries;
  if (!isRecord(filter))
    throw new Error(
      `cms('${type}'): filter must be a hash of fields and values, such as { in_stock: true }.`,
    );
  const fields = keysOf(filter);
  return entries.filter((entry) =>
    fields.every((field) => matches(readPath(entry, field), filter[field])),
  );
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Sorts by `field` or, with a leading minus, `-field` (descending); entries without the field go last; ties keep their order. */
function applyOrder(type: CmsType, entries: Entry[], order: unknown): Entry[] {
  if (order === undefined || order === null) return entries;
  const text = asString(order)?.trim();
  if (!text || text === '-')
    throw new Error(
      `cms('${type}'): order must be a field name such as 'title' or '-published_at', got ${JSON.stringify(order)}.`,
    );
  const descending = text.startsWith('-');
  const field = descending ? text.slice(1) : text;
  return entries
    .map((entry, index) => ({entry, index, value: readPath(entry, field)}))
    .sort((a, b) => {
      const aMissing = a.value === null || a.value === undefined;
      const bMissing = b.value === null || b.value === undefined;
      if (aMissing || bMissing)
        return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
      const result = compare(a.value, b.value);
      return (descending ? -result : result) || a.index - b.index;
    })
    .map(({entry}) => entry);
}

function listOf(value: unknown): Entry[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function page(type: CmsType, entries: Entry[], query: Record<string, unknown>): Entry[] {
  const limit = wholeNumber(type, 'limit', query.limit, DEFAULT_LIMIT, 1, MAX_LIMIT);
  const offset = wholeNumber(type, 'offset', query.offset, 0, 0, Number.MAX_SAFE_INTEGER);
  return entries.slice(offset, offset + limit);
}

/**
 * `cms(type, query)`: reads published CMS content. Lists (`posts`, `entries`)
 * are filtered, ordered and paginated; single items (`post`, `entry`, `page`,
 * `menu`) are null when nothing matches. An unknown blog or collection key
 * gives an empty list, like a blog without posts.
 */
export function queryCms(content: CmsContent, type: unknown, rawQuery?: unknown): unknown {
  const name = asString(type)?.trim();
  if (!name || !(CMS_TYPES as readonly string[]).includes(name)) {
    throw new Error(
      `cms(): the first argument must be one of ${CMS_TYPES.map((item) => `'${item}'`).join(', ')}, got ${JSON.stringify(type ?? null)}.`,
    );
  }
  const kind = name as CmsType;
  const query = readOptions('cms', rawQuery, QUERY_OPTIONS[kind], `cms('${kind}')`);

  switch (kind) {
    case 'posts': {
      let posts = listOf(content.blogs[required(kind, query, 'blog')]);
      if (query.tag !== undefined && query.tag !== null && query.tag !== '')
        posts = posts.filter((post) => matches(post.tags, query.tag));
      posts = applyFilter(kind, posts, query.filter);
      posts = applyOrder(kind, posts, query.order ?? '-published_at');
      return page(kind, posts, query);
    }
    case 'entries': {
      let entries = listOf(content.collections[required(kind, query, 'collection')]);
      entries = applyFilter(kind, entries, query.filter);
      entries = applyOrder(kind, entries, query.order);
      return page(kind, entries, query);
    }
    case 'post': {
      const blog = required(kind, query, 'blog');
      const slug = required(kind, query, 'slug');
      return listOf(content.blogs[blog]).find((post) => post.slug === slug) ?? null;
    }
    case 'entry': {
      const collection = required(kind, query, 'collection');
      const slug = required(kind, query, 'slug');
      return listOf(content.collections[collection]).find((entry) => entry.slug === slug) ?? null;
    }
    case 'page': {
      const path = required(kind, query, 'path');
      const normalise = (value: unknown) => String(value).replace(/\/+$/, '') || '/';
      return content.pages.find((item) => normalise(item.path) === normalise(path)) ?? null;
    }
    case 'menu': {
      const menu = content.menus[required(kind, query, 'key')];
      return isRecord(menu) ? menu : null;
    }
    default:
      return null;
  }
}

export const cms: FunctionDefinition = {
  name: 'cms',
  create: () =>
    function (this: TwigState | undefined, type: unknown, query?: unknown) {
      const context = this?.context ?? {};
      const override = (name: 'blogs' | 'collections') => {
        const value = context[name];
        return isRecord(value) ? {...sampleContent[name], ...value} : sampleContent[name];
      };
      return queryCms(
        {...sampleContent, blogs: override('blogs'), collections: override('collections')},
        type,
        query,
      );
    },
};
