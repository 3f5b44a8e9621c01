/**
 * Every recorded change of the three APIs, oldest first: which release made it, which changelog
 * entry announces it, and the edit to the API's OpenAPI document, written as the way back
 * (types.ts). To record a change: add a release here (or an edit to one not yet published), name
 * its changelog entry, then run `npm run api:changes`, which checks the history against the
 * documents and writes changes.json and released/ (ARCHITECTURE.md, "API changes").
 */
import type {Release} from './types';

const UNAUTHORIZED_BEFORE_ROTATION = 'unknown, revoked or of another kind';
const UNAUTHORIZED_PREFIXES =
  'unknown, revoked or of another kind. The message names the prefix this API expects.';

/** The prefixed-keys release, the same in each API: the credential names its prefix, and 401 says which one. */
function prefixedKeys(api: Release['api'], credentialBefore: string): Release {
  return {
    date: '2025-10-07',
    api,
    entry: '2025-10-07-prefixed-api-keys',
    edits: [
      {
        op: 'change',
        at: '/components/securitySchemes/bearerAuth/description',
        before: credentialBefore,
        target: 'Authentication: the key',
        note: 'The credential is described with the prefix its new keys start with.',
      },
      {
        op: 'reword',
        text: UNAUTHORIZED_PREFIXES,
        before: 'unknown or revoked.',
        target: '401 responses of every call',
        note: 'A key of another kind is refused with a message that names the prefix this API expects.',
      },
    ],
  };
}

/** The key-rotation release, the same in each API: a credential can now be expired. */
function keyRotation(api: Release['api']): Release {
  return {
    date: '2026-10-13',
    api,
    entry: '2026-10-13-key-rotation',
    edits: [
      {
        op: 'reword',
        text: 'unknown, expired, revoked or of another kind',
        before: UNAUTHORIZED_BEFORE_ROTATION,
        target: '401 responses of every call',
        note: 'An expired personal access token, or a rolled key, is refused with `unauthorized`.',
      },
    ],
  };
}

/** The `X-Tessera-Signature` header, which signed the body alone, as deliveries carried it until June 30, 2026. */
const LEGACY_SIGNATURE = {
  name: 'X-Tessera-Signature',
  in: 'header',
  required: true,
  description:
    'The hex HMAC-SHA256 of the raw body, keyed with the whole signing secret (`whsec_...`) of the webhook.',
  schema: {type: 'string', pattern: '^[0-9a-f]{64}$'},
};

export const releases: readonly Release[] = [
  prefixedKeys('console', 'Personal access token, from Console → Account → Access tokens.'),
  prefixedKeys('admin', 'Project admin key, from Console → Project → Settings → API keys.'),
  prefixedKeys('project', 'Public project key, from Console → Project → Settings → API keys.'),
  {
    date: '2026-01-27',
    api: 'admin',
    entry: '2026-01-27-route-patterns-api',
    edits: [
      {
        op: 'add',
        at: '/paths/~1route-patterns/post',
        also: ['/components/schemas/RoutePattern'],
        note: 'Creates a route pattern, which maps a URL pattern to a template.',
      },
      {op: 'add', at: '/paths/~1route-patterns~1{id}/patch', note: 'Updates a route pattern.'},
      {op: 'add', at: '/paths/~1route-patterns~1{id}/get', note: 'Retrieves a route pattern.'},
      {op: 'add', at: '/paths/~1route-patterns/get', note: "Lists a project's route patterns."},
      {op: 'add', at: '/paths/~1route-patterns~1{id}/delete', note: 'Removes a route pattern.'},
    ],
  },
  {
    date: '2026-03-03',
    api: 'admin',
    entry: '2026-03-03-webhook-signatures-v1',
    edits: [
      {
        op: 'add',
        at: '/webhooks/*/post/parameters/0',
        target: 'Webhook deliveries: Tessera-Signature header',
        note: 'Every delivery carries `Tessera-Signature`, which signs the time with the body.',
      },
      {
        op: 'deprecate',
        at: '/webhooks/*/post/parameters/1',
        target: 'Webhook deliveries: X-Tessera-Signature header',
        note: '`X-Tessera-Signature`, which signs the body alone, is sent until June 30, 2026.',
      },
    ],
  },
  {
    date: '2026-03-24',
    api: 'console',
    entry: '2026-03-24-domains-search-verify-refresh',
    edits: [
      {
        op: 'add',
        at: '/paths/~1domains~1search/post',
        note: 'Finds domains across every project of the agency by hostname and status.',
      },
      {
        op: 'add',
        at: '/paths/~1domains~1{id}~1verify/post',
        note: "Checks a pending domain's DNS records now.",
      },
      {
        op: 'add',
        at: '/paths/~1domains~1{id}~1refresh/post',
        note: "Checks an active domain's DNS records and certificate again.",
      },
    ],
  },
  {
    date: '2026-04-21',
    api: 'console',
    entry: '2026-04-21-projects-archive-restore',
    edits: [
      {
        op: 'change',
        at: '/paths/~1projects~1{id}/delete/responses/200',
        before: {
          description: '200 OK',
          content: {'application/json': {schema: {$ref: '#/components/schemas/Deleted'}}},
        },
        target: 'DELETE /console/v1/projects/{id}',
        note: 'Removing a project archives it, and answers with the archived project instead of a deletion.',
      },
      {
        op: 'add',
        at: '/paths/~1projects~1archived/get',
        note: 'Lists archived projects.',
      },
      {
        op: 'add',
        at: '/paths/~1projects~1{id}~1archive/delete',
        note: 'Restores an archived project; it comes back active and unpublished.',
      },
      {
        op: 'add',
        at: '/components/schemas/Project/properties/status',
        target: 'Project.status',
        note: 'A project is `active` or `archived`.',
      },
      {
        op: 'add',
        at: '/components/schemas/Project/properties/archived_at',
        target: 'Project.archived_at',
        note: 'When the project was archived, or `null`.',
      },
    ],
  },
  {
    date: '2026-05-05',
    api: 'console',
    entry: '2026-05-05-cassettes-duplicate',
    edits: [
      {
        op: 'add',
        at: '/paths/~1cassettes~1{id}~1duplicate/post',
        note: 'Copies a Cassette into a new one, optionally with a new name.',
      },
    ],
  },
  {
    date: '2026-06-09',
    api: 'project',
    entry: '2026-06-09-project-api-allowed-origins',
    edits: [
      {
        op: 'add',
        at: '/paths/*/*/responses/403',
        target: '403 responses of every call',
        note: "A browser request from an origin outside the public key's allowed origins is refused with `origin_not_allowed`.",
      },
    ],
  },
  {
    date: '2026-06-30',
    api: 'console',
    entry: '2026-06-30-custom-roles-and-invites',
    edits: [
      {
        op: 'add',
        at: '/paths/~1roles/post',
        also: ['/components/schemas/Role'],
        note: 'Creates a custom role.',
      },
      {op: 'add', at: '/paths/~1roles~1{id}/patch', note: 'Updates a custom role.'},
      {op: 'add', at: '/paths/~1roles~1{id}/get', note: 'Retrieves a role.'},
      {op: 'add', at: '/paths/~1roles/get', note: "Lists the agency's roles."},
      {op: 'add', at: '/paths/~1roles~1{id}/delete', note: 'Removes a custom role.'},
      {
        op: 'add',
        at: '/paths/~1members~1{id}/patch',
        also: ['/components/schemas/Member'],
        note: "Changes a member's role or projects.",
      },
      {op: 'add', at: '/paths/~1members~1{id}/get', note: 'Retrieves a member.'},
      {op: 'add', at: '/paths/~1members/get', note: "Lists the agency's members."},
      {op: 'add', at: '/paths/~1members~1{id}/delete', note: 'Removes a member from the agency.'},
      {
        op: 'add',
        at: '/paths/~1invites~1{id}/patch',
        also: ['/components/schemas/Invite'],
        note: 'Changes the role of a pending invite.',
      },
      {op: 'add', at: '/paths/~1invites/get', note: 'Lists pending invites.'},
      {op: 'add', at: '/paths/~1invites~1{id}/delete', note: 'Withdraws a pending invite.'},
    ],
  },
  {
    date: '2026-07-01',
    api: 'admin',
    entry: '2026-03-03-webhook-signatures-v1',
    edits: [
      {
        op: 'remove',
        at: '/webhooks/*/post/parameters/1',
        before: {...LEGACY_SIGNATURE, deprecated: true},
        target: 'Webhook deliveries: X-Tessera-Signature header',
        note: 'Deliveries no longer carry `X-Tessera-Signature`; check `Tessera-Signature`.',
      },
    ],
  },
  {
    date: '2026-07-21',
    api: 'console',
    entry: '2026-07-21-console-brand',
    edits: [
      {
        op: 'add',
        at: '/paths/~1brand/post',
        also: ['/components/schemas/Brand'],
        note: "Sets the agency's brand.",
      },
      {op: 'add', at: '/paths/~1brand/patch', note: "Updates the agency's brand."},
      {op: 'add', at: '/paths/~1brand/get', note: "Retrieves the agency's brand."},
      {
        op: 'add',
        at: '/paths/~1brand/delete',
        note: 'Removes the brand; the Console returns to the Tessera look.',
      },
    ],
  },
  keyRotation('admin'),
  keyRotation('console'),
  keyRotation('project'),
];
