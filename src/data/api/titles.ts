/**
 * The APIs' names, apart from their definitions (apis.ts reads them from here): the changelog,
 * /api/changes and the PDF sections show them without loading the definitions.
 */
import type {ApiId} from './types';

export const API_TITLES: Readonly<Record<ApiId, string>> = {
  console: 'Console API',
  admin: 'Admin API',
  project: 'Project API',
};
