/**
 * The blog plugin's list route as the guide list relies on it: the route whose component is the
 * configured list component loads its posts as `modules.items`, which the guide list replaces with
 * `props.guides`. If an upgrade renames either, the build stops naming the reliance instead of
 * shipping every guide's content module unnoticed.
 */
import type {RouteConfig} from '@docusaurus/types';
import {relianceError} from '../../lib/relianceGuard';

export function isListRoute(route: RouteConfig, listComponent: string): boolean {
  return route.component === listComponent && Array.isArray(route.modules?.items);
}

/** Stops the build when the plugin added routes but none is a list route of that shape. */
export function expectListRoute(added: readonly RouteConfig[], listComponent: string): void {
  if (added.length === 0 || added.some((route) => isListRoute(route, listComponent))) return;
  throw relianceError({
    reliance: 'Route shapes',
    expected: `a blog list route (${listComponent}) loading its posts as modules.items`,
    found: added.find((route) => route.component === listComponent)?.modules,
    file: 'src/plugins/guide-list/listRoute.ts',
  });
}
