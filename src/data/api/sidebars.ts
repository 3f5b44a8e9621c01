/**
 * The sidebars of the `api` docs instance, derived from the model: one per
 * reference (Admin, Console, Project), and the overview sidebar that also
 * holds Agencies and User. Each endpoint item carries its HTTP method in
 * `customProps.method`, and each webhook event item `customProps.event`, which
 * the sidebar shows as a badge.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import type {ApiMethod, ApiSidebarId, Reference, Resource, WebhookEvent} from './types';

export interface EndpointSidebarItem {
  readonly type: 'doc';
  readonly id: string;
  readonly label: string;
  readonly customProps: {readonly method: ApiMethod};
}

export interface EventSidebarItem {
  readonly type: 'doc';
  readonly id: string;
  readonly label: string;
  readonly customProps: {readonly event: true};
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

export interface EventsSidebarCategory extends Omit<ResourceSidebarCategory, 'items'> {
  readonly items: EventSidebarItem[];
}

export type ApiSidebarItem = PageSidebarItem | ResourceSidebarCategory | EventsSidebarCategory;
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

/** The label of the section that lists a reference's webhook events, after its resources. */
export const EVENTS_LABEL = 'Events';

/** The events' section: always open, like the resources' sections, each item labelled with the event's name. */
export function eventsCategory(events: readonly WebhookEvent[]): EventsSidebarCategory {
  return {
    type: 'category',
    label: EVENTS_LABEL,
    collapsible: false,
    collapsed: false,
    items: events.map((event) => ({
      type: 'doc',
      id: event.docId,
      label: event.name,
      customProps: {event: true},
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
      ...(reference.events.length > 0 ? [eventsCategory(reference.events)] : []),
    );
  }
  return sidebars satisfies SidebarsConfig;
}
