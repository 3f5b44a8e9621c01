/** The three HTTP APIs: base URLs and credentials (CONTRIBUTING.md, "APIs"). */
import type {ApiDef, ApiId} from './types';

/** Scheme and host every API shares; each API adds its base path. */
export const API_HOST = 'https://api.tessera.dev';

export const apis: Readonly<Record<ApiId, ApiDef>> = {
  console: {
    id: 'console',
    title: 'Console API',
    summary:
      'Manage an agency from your own tools: projects, domains, Cassettes, the brand, members, roles and invites.',
    basePath: '/console/v1',
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
    credential: {
      name: 'Public project key',
      prefix: 'tpk_',
      where: 'Console → Project → Settings → API keys',
    },
  },
};
