/**
 * Where a change row lives on /api/changes. Its own module because a changelog entry's page links
 * its rows with it and should not load the rest of what the history's pages use.
 */
import type {ApiChange} from './types';

/** The page that lists every change; each row has its `id` as anchor. */
export const CHANGES_ROUTE = '/api/changes';

export function changeHref(row: Pick<ApiChange, 'id'>): string {
  return `${CHANGES_ROUTE}#${row.id}`;
}
