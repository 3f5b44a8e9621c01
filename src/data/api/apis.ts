/** The three HTTP APIs: base URLs and credentials (CONTRIBUTING.md, "APIs"). */
import type {ApiDef, ApiId} from './types';

/** Scheme and host every API shares; each API adds its base path. */
export const API_HOST = 'https://api.tessera.dev';

/** Where `npm run mock` serves the APIs on the reader's machine; each API adds its port. */
export const MOCK_HOST = 'http://127.0.0.1';

/** The mock's address of an API: "http://127.0.0.1:4010". */
export function mockOrigin(api: ApiDef): string {
  return `${MOCK_HOST}:${api.mockPort}`;
}

export const apis: Readonly<Record<ApiId, ApiDef>> = {
  console: {
    id: 'console',
    title: 'Console API',
    summary:
      'Manage an agency from your own tools: projects, domains, Cassettes, the brand, members, roles and invites.',
    basePath: '/console/v1',
    mockPort: 4011,
    credential: {
      name: 'Personal access token',
      prefix: 'tsk_',
      where: 'Console → Account → Access tokens',
    },
  },
  admin: {
    id: 'admin',
    title: 'Admin API',
    summary:
      "Read and change one project's content and settings: blogs, posts, collections, pages, menus, forms, redirects, route patterns and webhooks.",
    basePath: '/admin/v1',
    mockPort: 4010,
    credential: {
      name: 'Project admin key',
      prefix: 'tak_',
      where: 'Console → Project → Settings → API keys',
    },
  },
  project: {
    id: 'project',
    title: 'Project API',
    summary:
      "Read a project's published content from a browser or a server with a read-only public key.",
    basePath: '/project/v1',
    mockPort: 4012,
    credential: {
      name: 'Public project key',
      prefix: 'tpk_',
      where: 'Console → Project → Settings → API keys',
    },
  },
};

/** The origins Try it may send to: the mock of each API (connect-src of the site's policy). */
export const tryItConnectSources: readonly string[] = Object.values(apis).map(mockOrigin);
