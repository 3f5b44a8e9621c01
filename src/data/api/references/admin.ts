/** The Admin API: one project's content and settings, with a project admin key. */
import {catalogueError} from '../errors';
import type {ReferenceSpec} from '../types';
import {adminEvents, EXAMPLE_WEBHOOK_SECRET} from './adminEvents';
import {ALL_FIVE, byParentKey, READ_AND_REMOVE, standard, postFilters} from './helpers';

const ADMIN_KEY = 'A project admin key (`tak_...`). The key selects the project.';

const duplicateKey = (what: string) =>
  catalogueError('already_exists', `Another ${what} in the project has this key.`);
const missingTemplate = catalogueError(
  'invalid_state',
  'The template does not exist in the project.',
);

export const adminReference: ReferenceSpec = {
  id: 'admin',
  title: 'Admin API',
  summary:
    "Read and change one project's content and settings: blogs, posts, collections, entries, menus, pages, forms, redirects, route patterns and webhooks.",
  api: 'admin',
  sidebar: 'admin',
  pages: [
    {docId: 'admin/index', label: 'Introduction'},
    {docId: 'admin/authentication', label: 'Authentication'},
  ],
  access: {read: ADMIN_KEY, write: ADMIN_KEY},
  events: adminEvents,
  resources: [
    {
      key: 'blogs',
      label: 'Blogs',
      object: 'Blog',
      endpoints: standard(ALL_FIVE, {
        write: {errors: [duplicateKey('blog')]},
        remove: {
          description: 'Deletes a blog and every post in it, for good.',
          related: ['admin.blogs.list', 'admin.posts.list', 'admin.posts.remove'],
        },
      }),
    },
    {
      key: 'posts',
      label: 'Posts',
      object: 'Post',
      endpoints: standard(ALL_FIVE, {
        create: {
          description: 'Creates a post in a blog, as a draft, scheduled or published.',
          errors: [
            catalogueError('invalid_state', 'No blog in the project has the key in `blog`.'),
            catalogueError('already_exists', 'Another post in the blog has this slug.'),
          ],
          related: ['admin.posts.update', 'admin.posts.list', 'admin.blogs.create'],
        },
        update: {
          description: 'Updates a post, including publishing or scheduling it with `published_at`.',
          errors: [catalogueError('already_exists', 'Another post in the blog has this slug.')],
        },
        list: {
          query: [
            ...postFilters,
            {
              name: 'status',
              schema: {type: 'string', enum: ['draft', 'scheduled', 'published']},
              description: 'Only posts with this status.',
              example: 'draft',
              required: false,
            },
          ],
          description:
            'Lists the posts of the project, newest first, a page at a time, optionally by blog, tag and status.',
          example: {query: {blog: 'news', tag: 'menu'}},
        },
      }),
    },
    {
      key: 'collections',
      label: 'Collections',
      object: 'Collection',
      endpoints: standard(ALL_FIVE, {
        write: {errors: [duplicateKey('collection')]},
        update: {
          description:
            "Updates a collection's name, key or fields; the fields you leave out keep their values.",
        },
        remove: {
          description: 'Deletes a collection and every entry in it, for good.',
          related: ['admin.collections.list', 'admin.entries.list'],
        },
      }),
    },
    {
      key: 'entries',
      label: 'Entries',
      object: 'Entry',
      endpoints: standard(ALL_FIVE, {
        create: {
          description: 'Creates an entry in a collection, as a draft or published.',
          errors: [
            catalogueError(
              'invalid_state',
              'No collection in the project has the key in `collection`, or `fields` has a name the collection does not define.',
            ),
            catalogueError('already_exists', 'Another entry in the collection has this slug.'),
          ],
          related: ['admin.entries.update', 'admin.entries.list', 'admin.collections.retrieve'],
        },
        update: {
          description:
            "Updates an entry's slug, status or some of its field values; everything you leave out keeps its value.",
          errors: [
            catalogueError('invalid_state', '`fields` has a name the collection does not define.'),
          ],
        },
        list: {
          query: [
            byParentKey('collection', 'entries', 'team'),
            {
              name: 'status',
              schema: {type: 'string', enum: ['draft', 'published']},
              description: 'Only entries with this status.',
              example: 'published',
              required: false,
            },
          ],
          description:
            'Lists the entries of the project, newest first, a page at a time, optionally by collection and status.',
          example: {query: {collection: 'team'}},
        },
      }),
    },
    {
      key: 'links',
      label: 'Links',
      object: 'Link',
      endpoints: standard(ALL_FIVE, {
        create: {
          description: 'Adds a link to a menu.',
          errors: [
            catalogueError(
              'invalid_state',
              'No menu in the project has the key in `menu`, or `parent` is a link of another menu.',
            ),
          ],
          related: ['admin.links.update', 'admin.menus.retrieve'],
        },
        update: {
          description:
            "Changes a link's label, URL, position or parent; the fields you leave out keep their values.",
        },
        list: {
          query: [byParentKey('menu', 'links', 'main')],
          description: 'Lists the links of the project, a page at a time, optionally of one menu.',
          example: {query: {menu: 'main'}},
        },
        remove: {
          description: 'Deletes a link from its menu; links nested under it move up to its parent.',
        },
      }),
    },
    {
      key: 'forms',
      label: 'Forms',
      object: 'Form',
      endpoints: standard(ALL_FIVE, {
        write: {errors: [duplicateKey('form')]},
        update: {
          description:
            "Updates a form's fields, redirect or notifications; the fields you leave out keep their values.",
        },
        remove: {
          description: 'Deletes a form and its submissions, for good.',
          related: ['admin.forms.list', 'admin.submissions.list'],
        },
      }),
    },
    {
      key: 'menus',
      label: 'Menus',
      object: 'Menu',
      endpoints: standard(ALL_FIVE, {
        write: {errors: [duplicateKey('menu')]},
        create: {
          description:
            'Creates an empty menu in the project; add its links with the links endpoints.',
          related: ['admin.links.create', 'admin.menus.retrieve'],
        },
        update: {
          description: "Updates a menu's key or name; change its links with the links endpoints.",
        },
        retrieve: {description: 'Retrieves a menu by its ID, with its links in order.'},
        remove: {description: 'Deletes a menu and its links, for good.'},
      }),
    },
    {
      key: 'pages',
      label: 'Pages',
      object: 'Page',
      endpoints: standard(ALL_FIVE, {
        write: {
          errors: [
            catalogueError('already_exists', 'Another page in the project has this path.'),
            missingTemplate,
          ],
        },
        update: {
          description:
            "Updates a page's path, template, status or some of its Canopy content; everything you leave out keeps its value.",
        },
        list: {
          query: [
            {
              name: 'prefix',
              schema: {type: 'string', pattern: '^/'},
              description: 'Only pages whose path starts with this prefix, such as `/help`.',
              example: '/help',
              required: false,
            },
            {
              name: 'status',
              schema: {type: 'string', enum: ['draft', 'published']},
              description: 'Only pages with this status.',
              example: 'draft',
              required: false,
            },
          ],
          description:
            'Lists the pages of the project, newest first, a page at a time, optionally under a path.',
        },
      }),
    },
    {
      key: 'redirects',
      label: 'Redirects',
      object: 'Redirect',
      endpoints: standard(ALL_FIVE, {
        write: {
          errors: [
            catalogueError(
              'already_exists',
              'Another redirect in the project has this `from` path.',
            ),
          ],
        },
      }),
    },
    {
      key: 'route-patterns',
      label: 'Route patterns',
      object: 'RoutePattern',
      endpoints: standard(ALL_FIVE, {
        write: {
          errors: [
            catalogueError(
              'already_exists',
              'Another route pattern in the project has this pattern.',
            ),
            missingTemplate,
          ],
        },
      }),
    },
    {
      key: 'webhooks',
      label: 'Webhooks',
      object: 'Webhook',
      endpoints: standard(ALL_FIVE, {
        create: {
          description:
            'Subscribes an HTTPS endpoint to events of the project and returns its signing secret.',
          example: {response: {secret: EXAMPLE_WEBHOOK_SECRET}},
        },
        update: {
          description:
            "Updates a webhook's URL, events, description or whether it is enabled; the secret stays the same.",
        },
        remove: {description: 'Deletes a webhook; Tessera stops sending it events at once.'},
      }),
    },
    {
      key: 'submissions',
      label: 'Submissions',
      object: 'Submission',
      endpoints: standard(READ_AND_REMOVE, {
        retrieve: {
          related: ['admin.submissions.list', 'admin.submissions.remove', 'admin.forms.retrieve'],
        },
        list: {
          query: [
            byParentKey('form', 'submissions', 'contact'),
            {
              name: 'since',
              schema: {type: 'string', format: 'date-time'},
              description: 'Only submissions created at or after this time.',
              example: '2026-03-01T00:00:00Z',
              required: false,
            },
          ],
          description:
            'Lists the form submissions of the project, newest first, a page at a time, optionally of one form.',
          example: {query: {form: 'contact', limit: '1'}},
        },
        remove: {
          description:
            'Deletes a submission for good, for example to honour a request to erase personal data.',
        },
      }),
    },
    {
      key: 'users',
      label: 'Users',
      object: 'ProjectUser',
      endpoints: standard(READ_AND_REMOVE, {
        retrieve: {description: 'Retrieves a user who can work on the project, with their role.'},
        list: {description: 'Lists the users who can work on the project, a page at a time.'},
        remove: {
          description: "Takes away a user's access to this project only; they stay in the agency.",
          errors: [
            catalogueError(
              'invalid_state',
              'The user has the Owner or Admin role, which covers every project.',
            ),
          ],
          related: ['admin.users.list', 'console.members.update'],
        },
      }),
    },
  ],
};
