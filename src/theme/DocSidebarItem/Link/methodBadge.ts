/** Reads the HTTP method the API sidebars put in an item's `customProps.method`. */
import {API_METHODS, type ApiMethod} from '@site/src/data/api/types';

export function sidebarItemMethod(
  customProps: {readonly [key: string]: unknown} | undefined,
): ApiMethod | undefined {
  const method = customProps?.method;
  return typeof method === 'string' && (API_METHODS as readonly string[]).includes(method)
    ? (method as ApiMethod)
    : undefined;
}

/** What a screen reader announces for an endpoint item: "POST Create a blog". */
export function accessibleLabel(method: ApiMethod, label: string): string {
  return `${method} ${label}`;
}
