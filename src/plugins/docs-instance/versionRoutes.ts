/**
 * The docs plugin's route tree with each version route's props made lean and each category page's
 * own docs on its route (versionProp.ts). A version route is one whose props hold the version
 * metadata with its docs; if an upgrade renames or moves them, no route matches and the build stops
 * naming the reliance instead of shipping every doc's entry unnoticed.
 */
import type {RouteConfig} from '@docusaurus/types';
import type {PropVersionDocs, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {relianceError} from '../../lib/relianceGuard';
import {LISTED_DOCS_PROP, leanVersion} from './versionProp';

export interface LeanRoutes {
  readonly route: RouteConfig;
  /** How many version routes the tree held. */
  readonly versionRoutes: number;
}

/** `route` and the routes below it, each category page's with the docs it lists as a prop. */
function withListedDocs(
  route: RouteConfig,
  listedDocs: ReadonlyMap<string, PropVersionDocs>,
): RouteConfig {
  const routes = route.routes?.map((child) => withListedDocs(child, listedDocs));
  const docs = route.exact ? listedDocs.get(route.path) : undefined;
  return {
    ...route,
    ...(routes && {routes}),
    ...(docs && {props: {...route.props, [LISTED_DOCS_PROP]: docs}}),
  };
}

export function leanVersionRoutes(route: RouteConfig): LeanRoutes {
  const children = route.routes?.map(leanVersionRoutes);
  const routes = children?.map((child) => child.route);
  const below = children?.reduce((sum, child) => sum + child.versionRoutes, 0) ?? 0;
  const version = (route.props as {version?: PropVersionMetadata} | undefined)?.version;
  if (!version?.docs) return {route: routes ? {...route, routes} : route, versionRoutes: below};
  const lean = leanVersion(version);
  const leaned = {
    ...route,
    ...(routes && {routes: routes.map((child) => withListedDocs(child, lean.listedDocs))}),
    props: {...route.props, version: lean.version},
  };
  return {route: leaned, versionRoutes: below + 1};
}

/** Stops the build when the plugin added routes but none carried a version's docs. */
export function expectVersionRoutes(added: readonly LeanRoutes[]): void {
  if (added.length === 0 || added.some((lean) => lean.versionRoutes > 0)) return;
  throw relianceError({
    reliance: 'Route shapes',
    expected: "a docs version route whose props.version holds the version's docs",
    found: added[0]?.route.props,
    file: 'src/plugins/docs-instance/versionRoutes.ts',
  });
}
