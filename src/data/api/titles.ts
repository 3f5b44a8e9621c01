/**
 * The APIs' names, apart from their definitions: the changelog, /api/changes and the PDF sections
 * show them without loading the definitions (apis.ts, whose titles titles.test.ts holds equal; an
 * import between the two would add a module to every endpoint page).
 */
import type {ApiId} from './types';

export const API_TITLES: Readonly<Record<ApiId, string>> = {
  console: 'Console API',
  admin: 'Admin API',
  project: 'Project API',
};
