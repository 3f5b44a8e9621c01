/** The Project API: a project's published content, read with a public key. */
import type {ReferenceSpec} from '../types';
import {keyParam, standard, type Override, postFilters} from './helpers';

const PUBLIC_KEY =
  'A public project key (`tpk_...`). It reads published content only and may be used in the browser.';

/** What a post or an entry is retrieved by: its slug, which is unique only in its blog or collection. */
interface SlugLookup {
  /** "post": what is retrieved. */
  readonly what: string;
  /** An example slug: "spring-menu". */
  readonly slug: string;
  /** "blog": what the slug is unique in. */
  readonly parent: string;
  /** The example key of the parent: "news". */
  readonly key: string;
}

/** `GET /posts/{slug}?blog=news`: retrieve by slug, with the key of the blog or collection it is unique in. */
function retrieveBySlug(resource: string, {what, slug, parent, key}: SlugLookup): Override {
  return {
    path: `/${resource}/{slug}`,
    description: `Retrieves a published ${what} by its ${parent} and slug.`,
    pathParams: [keyParam('slug', `The ${what}'s slug.`, slug, true)],
    query: [keyParam(parent, `Key of the ${parent} the ${what} belongs to.`, key, true)],
  };
}

export const projectReference: ReferenceSpec = {
  id: 'project',
  title: 'Project API',
  summary:
    "Read a project's published posts, entries, pages and menus from a browser or a server with a read-only public key.",
  api: 'project',
  sidebar: 'project',
  pages: [{docId: 'project/index', label: 'Introduction'}],
  access: {read: PUBLIC_KEY, write: PUBLIC_KEY},
  resources: [
    {
      key: 'posts',
      label: 'Posts',
      object: 'Post',
      endpoints: standard(['list', 'retrieve'], {
        list: {
          description:
            'Lists the published posts of the project, newest first by default, a page at a time.',
          query: [
            ...postFilters,
            {
              name: 'order',
              schema: {type: 'string', enum: ['-published_at', 'published_at', 'title', '-title']},
              description: 'Sort order; `-` sorts descending.',
              example: '-published_at',
              required: false,
              default: '-published_at',
            },
          ],
          example: {query: {blog: 'news', limit: '5'}},
        },
        retrieve: retrieveBySlug('posts', {
          what: 'post',
          slug: 'spring-menu',
          parent: 'blog',
          key: 'news',
        }),
      }),
    },
    {
      key: 'entries',
      label: 'Entries',
      object: 'Entry',
      endpoints: standard(['list', 'retrieve'], {
        list: {
          description:
            'Lists the published entries of a collection, newest first by default, a page at a time.',
          query: [
            keyParam('collection', 'Key of the collection.', 'team', true),
            {
              name: 'order',
              schema: {type: 'string'},
              description:
                'A field to sort by, such as `name`, or `published_at`; prefix it with `-` to sort descending.',
              example: 'name',
              required: false,
              default: '-published_at',
            },
          ],
          example: {query: {collection: 'team', order: 'name'}},
        },
        retrieve: retrieveBySlug('entries', {
          what: 'entry',
          slug: 'ada-lovelace',
          parent: 'collection',
          key: 'team',
        }),
      }),
    },
    {
      key: 'pages',
      label: 'Pages',
      object: 'Page',
      endpoints: standard(['list', 'retrieve'], {
        list: {
          description:
            'Lists the published pages of the project, a page at a time, optionally by path.',
          query: [
            {
              name: 'path',
              schema: {type: 'string', pattern: '^/'},
              description:
                'Only the page at exactly this path; the list then has one page or none.',
              example: '/about',
              required: false,
            },
            {
              name: 'prefix',
              schema: {type: 'string', pattern: '^/'},
              description: 'Only pages whose path starts with this prefix, such as `/help`.',
              example: '/help',
              required: false,
            },
          ],
          example: {query: {path: '/about'}},
        },
        retrieve: {description: 'Retrieves a published page by its ID, with its Canopy content.'},
      }),
    },
    {
      key: 'menus',
      label: 'Menus',
      object: 'Menu',
      endpoints: standard(['list', 'retrieve'], {
        list: {description: 'Lists the menus of the project with their links, a page at a time.'},
        retrieve: {
          path: '/menus/{key}',
          description: 'Retrieves a menu by its key, with its links in order.',
          pathParams: [keyParam('key', 'The menu key, such as `main`.', 'main', true)],
        },
      }),
    },
  ],
};
