/**
 * The sidebars of the `api` docs instance, derived from the model: one per
 * reference (Admin, Console, Project), and the overview sidebar that also
 * holds Agencies and User. Each endpoint item carries its HTTP method in
 * `customProps.method`, which the sidebar shows as a badge.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import type {ApiMethod, ApiSidebarId, Reference, Resource} from './types';

export interface EndpointSidebarItem {
  readonly type: 'doc';
  readonly id: string;
  readonly label: string;
  readonly customProps: {readonly method: ApiMethod};
}

export interface PageSidebarItem {
  readonly type: 'doc';
  readonly id: string;
  readonly label: string;
}

export interface ResourceSidebarCategory {
  readonly type: 'category';
  readonly label: string;
  readonly collapsible: boolean;
  readonly collapsed: boolean;
  readonly items: EndpointSidebarItem[];
}

export type ApiSidebarItem = PageSidebarItem | ResourceSidebarCategory;
export type ApiSidebars = Record<ApiSidebarId, ApiSidebarItem[]>;

/** The overview page heads the `api` sidebar. */
export const OVERVIEW_ITEM: PageSidebarItem = {type: 'doc', id: 'index', label: 'Overview'};

/** A resource's section: collapsible and collapsed when the model says so, otherwise always open. */
export function resourceCategory(resource: Resource): ResourceSidebarCategory {
  return {
    type: 'category',
    label: resource.label,
    collapsible: resource.collapsed,
    collapsed: resource.collapsed,
    items: resource.endpoints.map((endpoint) => ({
      type: 'doc',
      id: endpoint.docId,
      label: endpoint.summary,
      customProps: {method: endpoint.method},
    })),
  };
}

export function buildSidebars(references: readonly Reference[]): ApiSidebars {
  const sidebars: ApiSidebars = {api: [OVERVIEW_ITEM], admin: [], console: [], project: []};
  for (const reference of references) {
    sidebars[reference.sidebar].push(
      ...reference.pages.map((page): PageSidebarItem => ({
        type: 'doc',
        id: page.docId,
        label: page.label,
      })),
      ...reference.resources.map(resourceCategory),
    );
  }
  return sidebars satisfies SidebarsConfig;
}
