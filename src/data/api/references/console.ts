/** The Console API: an agency's projects, domains, Cassettes, brand, members, roles and invites. */
import {paginationParams} from '../resolve';
import {catalogueError} from '../errors';
import type {Param, ReferenceSpec} from '../types';
import {ALL_FIVE, nestedList, objectAction, searchCall, standard} from './helpers';

/** The fields an archived project shows, in the archive call's answer and the list of archived projects. */
const ARCHIVED_PROJECT = {
  status: 'archived',
  published: false,
  archived_at: '2026-04-21T09:00:00Z',
  updated_at: '2026-04-21T09:00:00Z',
};

const ANY_MEMBER = 'A personal access token (`tsk_...`) of any member of the agency.';
const OWNER_OR_ADMIN =
  'A personal access token (`tsk_...`) of a member with the Owner or Admin role.';
const BUILDERS =
  'A personal access token (`tsk_...`) of a member with the Owner, Admin or Developer role.';
const CODE =
  'A personal access token (`tsk_...`) of a member with the Owner, Admin or Developer role, or a custom role with the `code` permission.';
const DOMAINS =
  'A personal access token (`tsk_...`) of a member with the Owner, Admin or Developer role, or a custom role with the `domains` permission.';

const project: Param = {
  name: 'project',
  schema: {type: 'string', prefix: 'prj_'},
  description: 'Only the domains of this project.',
  example: 'prj_8f3k2m9q',
  required: false,
};

const inactiveProject = catalogueError(
  'invalid_state',
  'The project is archived; restore it first.',
);

export const consoleReference: ReferenceSpec = {
  id: 'console',
  title: 'Console API',
  summary:
    'Manage an agency from your own tools: projects, domains, Cassettes, the brand, members, roles and invites.',
  api: 'console',
  sidebar: 'console',
  pages: [
    {docId: 'console/index', label: 'Introduction'},
    {docId: 'console/authentication', label: 'Authentication'},
  ],
  access: {read: ANY_MEMBER, write: OWNER_OR_ADMIN},
  resources: [
    {
      key: 'brand',
      label: 'Brand',
      object: 'Brand',
      endpoints: standard(['create', 'update', 'retrieve', 'remove'], {
        create: {
          path: '/brand',
          description:
            "Sets the agency's brand: the name, logo and colours members see in the Console, Canopy and emails.",
          errors: [
            catalogueError('already_exists', 'The agency has a brand already; update it instead.'),
          ],
        },
        update: {
          path: '/brand',
          description: 'Updates the brand; the fields you leave out keep their values.',
        },
        retrieve: {
          path: '/brand',
          description: "Retrieves the agency's brand.",
          errors: [catalogueError('not_found', 'The agency has no brand.')],
        },
        remove: {
          path: '/brand',
          description: 'Removes the brand, which returns the Console to the Tessera look.',
          response: {kind: 'empty'},
          errors: [catalogueError('not_found', 'The agency has no brand.')],
        },
      }),
    },
    {
      key: 'cassettes',
      label: 'Cassettes',
      object: 'Cassette',
      endpoints: [
        ...standard(['create', 'update', 'retrieve', 'remove'], {
          write: {
            access: CODE,
            errors: [
              catalogueError(
                'invalid_state',
                'The project in `project` is archived or belongs to another agency.',
              ),
            ],
          },
          create: {
            description:
              'Makes a Cassette from a project: a copy of its templates, assets, content model and sample content.',
            related: [
              'console.cassettes.duplicate',
              'console.projects.cassettes',
              'console.projects.create',
            ],
          },
          update: {
            description:
              'Renames a Cassette or, with `project`, copies that project into it again.',
          },
          remove: {
            access: CODE,
            description:
              'Deletes a Cassette for good; projects that started from it keep their files.',
          },
        }),
        objectAction('cassettes', 'Cassette', 'duplicate', {
          description:
            'Copies a Cassette into a new one that you can change while projects keep starting from the original.',
          access: CODE,
          body: [
            {
              name: 'name',
              schema: {type: 'string', maxLength: 120},
              description:
                'Name of the copy. Without it, the copy is named after the original with "copy" added.',
              example: 'Restaurant with ordering',
              required: false,
            },
          ],
          response: {kind: 'object', object: 'Cassette', status: 201},
          example: {
            body: {name: 'Restaurant with ordering'},
            response: {
              id: 'cst_6k1v8n3b',
              name: 'Restaurant with ordering',
              created_at: '2026-05-05T08:41:19Z',
              updated_at: '2026-05-05T08:41:19Z',
            },
          },
          related: [
            'console.cassettes.retrieve',
            'console.cassettes.update',
            'console.projects.cassettes',
          ],
        }),
      ],
    },
    {
      key: 'domains',
      label: 'Domains',
      object: 'Domain',
      endpoints: [
        ...standard(ALL_FIVE, {
          write: {access: DOMAINS},
          create: {
            description:
              'Attaches a hostname to a project; it stays `pending` until its DNS records are verified.',
            errors: [
              catalogueError('already_exists', 'The hostname is attached to a project already.'),
              inactiveProject,
            ],
            related: [
              'console.domains.verify',
              'console.domains.retrieve',
              'console.projects.domains',
            ],
          },
          update: {
            description: "Makes a domain its project's primary hostname, or stops it being one.",
          },
          retrieve: {
            description:
              'Retrieves a domain with the DNS records it needs and the state of its certificate.',
          },
          list: {
            query: [
              project,
              {
                name: 'status',
                schema: {type: 'string', enum: ['pending', 'active']},
                description: 'Only domains with this status.',
                example: 'pending',
                required: false,
              },
            ],
            description:
              "Lists the domains of the agency's projects, newest first, a page at a time.",
            example: {query: {status: 'pending'}},
            related: [
              'console.domains.search',
              'console.projects.domains',
              'console.domains.retrieve',
            ],
          },
          remove: {
            access: DOMAINS,
            description:
              'Detaches a hostname from its project; the site stops answering on it at once.',
          },
        }),
        objectAction('domains', 'Domain', 'refresh', {
          description:
            'Checks the DNS records and the HTTPS certificate of an active domain again, without waiting for the scheduled check.',
          access: DOMAINS,
          errors: [catalogueError('invalid_state', 'The domain is `pending`; verify it instead.')],
          example: {
            response: {
              status: 'active',
              certificate: {status: 'issued', expires_at: '2026-06-22T10:05:00Z'},
              verified_at: '2026-03-24T10:04:00Z',
              updated_at: '2026-04-02T15:30:00Z',
            },
          },
          related: ['console.domains.verify', 'console.domains.retrieve'],
        }),
        objectAction('domains', 'Domain', 'verify', {
          description:
            'Checks the DNS records of a pending domain now; when they are right, the domain becomes active.',
          access: DOMAINS,
          errors: [
            catalogueError('invalid_state', 'The domain is `active` already; refresh it instead.'),
          ],
          example: {
            response: {
              status: 'active',
              certificate: {status: 'pending', expires_at: null},
              verified_at: '2026-03-24T10:04:00Z',
              updated_at: '2026-03-24T10:04:00Z',
            },
          },
          related: [
            'console.domains.refresh',
            'console.domains.create',
            'console.domains.retrieve',
          ],
        }),
        searchCall(
          'domains',
          'Domain',
          {
            in: 'hostname',
            example: 'northwind',
            statuses: ['pending', 'active'],
            status: 'Only domains with this status.',
          },
          {
            description:
              'Finds domains across every project of the agency by part of the hostname and by status.',
            access: ANY_MEMBER,
            example: {body: {query: 'northwind', status: 'pending'}},
            related: ['console.domains.list', 'console.projects.domains', 'console.domains.verify'],
          },
        ),
      ],
    },
    {
      key: 'invites',
      label: 'Invites',
      object: 'Invite',
      collapsed: true,
      endpoints: standard(['update', 'list', 'remove'], {
        update: {
          access: OWNER_OR_ADMIN,
          description:
            'Changes the role an invited person will receive; the invite keeps its expiry.',
          errors: [
            catalogueError(
              'invalid_state',
              'The invite has expired; send a new one from the Console.',
            ),
          ],
          related: ['console.invites.list', 'console.roles.list'],
        },
        list: {
          access: OWNER_OR_ADMIN,
          query: [
            {
              name: 'status',
              schema: {type: 'string', enum: ['pending', 'expired']},
              description: 'Only invites with this status.',
              example: 'expired',
              required: false,
            },
          ],
          description:
            "Lists the agency's pending and expired invites, newest first, a page at a time.",
        },
        remove: {
          access: OWNER_OR_ADMIN,
          description: 'Withdraws an invite; its link stops working at once.',
        },
      }),
    },
    {
      key: 'members',
      label: 'Members',
      object: 'Member',
      collapsed: true,
      endpoints: standard(['update', 'retrieve', 'list', 'remove'], {
        update: {
          description: 'Changes the role of a member or the projects they can work on.',
          errors: [
            catalogueError('invalid_state', 'The change would leave the agency without an Owner.'),
          ],
          related: ['console.members.retrieve', 'console.roles.list', 'admin.users.remove'],
        },
        list: {
          query: [
            {
              name: 'role',
              schema: {type: 'string', prefix: 'rol_'},
              description: 'Only members with this role.',
              example: 'rol_1q5w8e3r',
              required: false,
            },
          ],
          description: 'Lists the members of the agency, newest first, a page at a time.',
        },
        remove: {
          description:
            'Removes a person from the agency; they lose access to its projects at once.',
          errors: [catalogueError('invalid_state', "The member is the agency's only Owner.")],
        },
      }),
    },
    {
      key: 'projects',
      label: 'Projects',
      object: 'Project',
      endpoints: [
        ...standard(ALL_FIVE, {
          write: {
            access: BUILDERS,
            errors: [catalogueError('already_exists', 'Another project uses this subdomain.')],
          },
          create: {
            description:
              'Creates a project, from a Cassette or from the one-page starter, with its own `tessera.site` address.',
            errors: [
              catalogueError(
                'invalid_state',
                'The Cassette in `cassette` does not exist in the agency.',
              ),
            ],
            example: {response: {published: false, published_at: null}},
            related: [
              'console.projects.publish',
              'console.domains.create',
              'console.cassettes.create',
            ],
          },
          update: {
            description: 'Renames a project or changes its `tessera.site` subdomain.',
            related: ['console.projects.retrieve', 'console.projects.list'],
          },
          retrieve: {
            related: [
              'console.projects.update',
              'console.projects.domains',
              'console.projects.cassettes',
            ],
          },
          list: {
            query: [
              {
                name: 'published',
                schema: {type: 'boolean'},
                description: 'Only published (`true`) or unpublished (`false`) projects.',
                example: true,
                required: false,
              },
            ],
            description:
              "Lists the agency's active projects, newest first, a page at a time; archived projects have their own list.",
            related: [
              'console.projects.archived',
              'console.projects.search',
              'console.projects.retrieve',
            ],
          },
          remove: {
            access: BUILDERS,
            summary: 'Archive a project',
            description:
              'Archives a project: its site and domains go offline, and everything in it is kept.',
            response: {kind: 'object', object: 'Project'},
            example: {response: ARCHIVED_PROJECT},
            related: ['console.projects.restore', 'console.projects.archived'],
          },
        }),
        {
          action: 'archived',
          kind: 'custom',
          method: 'GET',
          path: '/projects/archived',
          summary: 'List archived projects',
          description:
            "Lists the agency's archived projects, most recently archived first, a page at a time.",
          query: paginationParams,
          response: {kind: 'list', object: 'Project'},
          example: {response: ARCHIVED_PROJECT},
          related: ['console.projects.restore', 'console.projects.remove', 'console.projects.list'],
        },
        {
          action: 'restore',
          kind: 'custom',
          method: 'DELETE',
          // Under the project, not `/projects/archived/{id}`: `/projects/archived/domains` would match
          // that path and `/projects/{id}/domains` alike (Redocly's `no-ambiguous-paths`).
          path: '/projects/{id}/archive',
          summary: 'Restore a project',
          description: 'Takes a project out of the archive; it comes back active and unpublished.',
          access: BUILDERS,
          response: {kind: 'object', object: 'Project'},
          errors: [
            catalogueError(
              'already_exists',
              'Another project took its subdomain while it was archived; change the subdomain after restoring.',
            ),
          ],
          example: {
            response: {
              status: 'active',
              published: false,
              archived_at: null,
              updated_at: '2026-04-22T08:00:00Z',
            },
          },
          related: [
            'console.projects.remove',
            'console.projects.archived',
            'console.projects.publish',
          ],
        },
        nestedList('projects', 'Project', 'domains', 'Domain', {
          description: 'Lists the domains attached to one project, a page at a time.',
          related: ['console.domains.create', 'console.domains.list', 'console.domains.search'],
        }),
        nestedList('projects', 'Project', 'cassettes', 'Cassette', {
          description: 'Lists the Cassettes made from one project, a page at a time.',
          related: ['console.cassettes.create', 'console.cassettes.duplicate'],
        }),
        searchCall(
          'projects',
          'Project',
          {
            in: 'project name or subdomain',
            example: 'northwind',
            statuses: ['active', 'archived'],
            status: 'Only projects with this status. Without it, both.',
          },
          {
            description:
              'Finds active or archived projects of the agency by part of their name or subdomain.',
            access: ANY_MEMBER,
            example: {body: {query: 'northwind'}},
            related: [
              'console.projects.list',
              'console.projects.archived',
              'console.domains.search',
            ],
          },
        ),
        objectAction('projects', 'Project', 'publish', {
          description:
            'Makes the latest uploaded revision of a project live and sends the `project.published` event.',
          access: BUILDERS,
          errors: [inactiveProject],
          related: ['console.projects.unpublish', 'console.projects.restore'],
        }),
        objectAction('projects', 'Project', 'unpublish', {
          description:
            'Takes the live site of a project offline without archiving it, and sends the `project.unpublished` event.',
          access: BUILDERS,
          errors: [inactiveProject],
          example: {response: {published: false, updated_at: '2026-03-20T18:00:00Z'}},
          related: ['console.projects.publish', 'console.projects.remove'],
        }),
      ],
    },
    {
      key: 'roles',
      label: 'Roles',
      object: 'Role',
      collapsed: true,
      endpoints: standard(ALL_FIVE, {
        write: {
          errors: [catalogueError('already_exists', 'Another role in the agency has this name.')],
        },
        create: {
          description:
            'Creates a custom role from a set of permissions, optionally limited to some projects.',
          related: ['console.members.update', 'console.invites.update', 'console.roles.list'],
        },
        update: {
          description:
            "Changes a custom role's name, permissions or projects; members with the role get the change at once.",
          errors: [catalogueError('invalid_state', 'Built-in roles cannot be changed.')],
        },
        list: {description: 'Lists the built-in and custom roles of the agency, a page at a time.'},
        remove: {
          description: 'Deletes a custom role that no member or invite has.',
          errors: [
            catalogueError(
              'invalid_state',
              'The role is built in, or members or invites still have it.',
            ),
          ],
        },
      }),
    },
  ],
};
