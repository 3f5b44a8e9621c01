/**
 * Reads the badge the API sidebars put on an item: the HTTP method in `customProps.method`, or
 * EVENT for a webhook event (`customProps.event`).
 */
import {API_METHODS, type ApiMethod} from '@site/src/data/api/types';

export type SidebarBadge = ApiMethod | 'EVENT';

export function sidebarItemMethod(
  customProps: {readonly [key: string]: unknown} | undefined,
): ApiMethod | undefined {
  const method = customProps?.method;
  return typeof method === 'string' && (API_METHODS as readonly string[]).includes(method)
    ? (method as ApiMethod)
    : undefined;
}

export function sidebarItemBadge(
  customProps: {readonly [key: string]: unknown} | undefined,
): SidebarBadge | undefined {
  return customProps?.event === true ? 'EVENT' : sidebarItemMethod(customProps);
}

/** What a screen reader announces for an item: "POST Create a blog", "Event form.submitted". */
export function accessibleLabel(badge: SidebarBadge, label: string): string {
  return `${badge === 'EVENT' ? 'Event' : badge} ${label}`;
}
