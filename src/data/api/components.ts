/**
 * The names of the MDX components the API model feeds. Three registries key on these names: the page
 * component's scope (components/ApiDocItem), the props resolvers (plugins/api-reference/remarkModelProps)
 * and the Markdown twins' list of checked components (plugins/markdown-twins/mdxComponents). Each declares
 * `satisfies Record<ApiComponentName, …>`, so adding a name here without an entry in each fails the type check.
 */
export const API_COMPONENT_NAMES = [
  'Endpoint',
  'WebhookEvent',
  'ApiReferenceCards',
  'ApiAccountCards',
  'ApiResourceTable',
  'ApiErrorTable',
] as const;

export type ApiComponentName = (typeof API_COMPONENT_NAMES)[number];
