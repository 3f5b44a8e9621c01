/** The Project API: a project's published content, read with a public key. */
import type {Param, ReferenceSpec} from '../types';
import {standard} from './helpers';

const PUBLIC_KEY = 'A public project key (`tpk_...`). It reads published content only and may be used in the browser.';

const keyParam = (name: string, description: string, example: string, required: boolean): Param => ({
  name,
  schema: {type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$'},
  description,
  example,
  required,
});

const slugParam = (what: string, example: string): Param => ({
  ...keyParam('slug', `The ${what}'s slug.`, example, true),
});

export const projectReference: ReferenceSpec = {
  id: 'project',
  title: 'Project API',
  summary: "Read a project's published posts, entries, pages and menus from a browser or a server with a read-only public key.",
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
          description: 'Lists the published posts of the project, newest first by default, a page at a time.',
          query: [
            keyParam('blog', 'Only the posts of the blog with this key.', 'news', false),
            {name: 'tag', schema: {type: 'string'}, description: 'Only posts with this tag.', example: 'menu', required: false},
            {name: 'order', schema: {type: 'string', enum: ['-published_at', 'published_at', 'title', '-title']}, description: 'Sort order; `-` sorts descending.', example: '-published_at', required: false, default: '-published_at'},
          ],
          example: {query: {blog: 'news', limit: '5'}},
        },
        retrieve: {
          path: '/posts/{slug}',
          description: 'Retrieves a published post by its blog and slug.',
          pathParams: [slugParam('post', 'spring-menu')],
          query: [keyParam('blog', 'Key of the blog the post belongs to.', 'news', true)],
        },
      }),
    },
    {
      key: 'entries',
      label: 'Entries',
      object: 'Entry',
      endpoints: standard(['list', 'retrieve'], {
        list: {
          description: 'Lists the published entries of a collection, newest first by default, a page at a time.',
          query: [
            keyParam('collection', 'Key of the collection.', 'team', true),
            {name: 'order', schema: {type: 'string'}, description: 'A field to sort by, such as `name`, or `published_at`; prefix it with `-` to sort descending.', example: 'name', required: false, default: '-published_at'},
          ],
          example: {query: {collection: 'team', order: 'name'}},
        },
        retrieve: {
          path: '/entries/{slug}',
          description: 'Retrieves a published entry by its collection and slug.',
          pathParams: [slugParam('entry', 'ada-lovelace')],
          query: [keyParam('collection', 'Key of the collection the entry belongs to.', 'team', true)],
        },
      }),
    },
    {
      key: 'pages',
      label: 'Pages',
      object: 'Page',
      endpoints: standard(['list', 'retrieve'], {
        list: {
          description: 'Lists the published pages of the project, a page at a time, optionally by path.',
          query: [
            {name: 'path', schema: {type: 'string', pattern: '^/'}, description: 'Only the page at exactly this path; the list then has one page or none.', example: '/about', required: false},
            {name: 'prefix', schema: {type: 'string', pattern: '^/'}, description: 'Only pages whose path starts with this prefix, such as `/help`.', example: '/help', required: false},
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
