/**
 * Shorthands for authoring references: the standard actions of a resource,
 * and the custom calls that follow one pattern wherever they appear (an
 * action on one object, a list of what belongs to one object, a search).
 */
import {KEY_PATTERN} from '../fields';
import {objectsByName} from '../objects';
import {paginationParams, withArticle} from '../resolve';
import type {EndpointSpec, ObjectName, Param, StandardAction} from '../types';

/** What one endpoint changes from its defaults. */
export type Override = Partial<Omit<EndpointSpec, 'action' | 'kind'>>;

/**
 * What each standard action changes from its defaults. `write` is what create
 * and update share, such as the error of a duplicate key: their own errors are
 * added after it, and anything else of their own replaces it.
 */
export type Overrides = Partial<Record<StandardAction | 'write', Override>>;

function overrideOf(action: StandardAction, overrides: Overrides): Override | undefined {
  const own = overrides[action];
  const shared = action === 'create' || action === 'update' ? overrides.write : undefined;
  if (!shared) return own;
  const errors = [...(shared.errors ?? []), ...(own?.errors ?? [])];
  return {...shared, ...own, ...(errors.length > 0 ? {errors} : {})};
}

/** The standard actions, in the order the sidebars list them: create, update, retrieve, list, remove. */
export function standard(
  actions: readonly StandardAction[],
  overrides: Overrides = {},
): EndpointSpec[] {
  return actions.map((action) => ({action, kind: action, ...overrideOf(action, overrides)}));
}

export const ALL_FIVE: readonly StandardAction[] = [
  'create',
  'update',
  'retrieve',
  'list',
  'remove',
];
export const READ_AND_REMOVE: readonly StandardAction[] = ['retrieve', 'list', 'remove'];

/** What a custom call written with the shorthands below still says itself. */
type CustomSpec = Override & {readonly description: string};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A call that acts on one object and returns it: `POST /domains/{id}/verify`, "Verify a domain". */
export function objectAction(
  resource: string,
  object: ObjectName,
  action: string,
  spec: CustomSpec,
): EndpointSpec {
  return {
    action,
    kind: 'custom',
    method: 'POST',
    path: `/${resource}/{id}/${action}`,
    summary: `${capitalize(action)} ${withArticle(objectsByName[object])}`,
    response: {kind: 'object', object},
    ...spec,
  };
}

/** A page of the objects that belong to one object: `GET /projects/{id}/domains`, "List a project's domains". */
export function nestedList(
  resource: string,
  parent: ObjectName,
  action: string,
  object: ObjectName,
  spec: CustomSpec,
): EndpointSpec {
  return {
    action,
    kind: 'custom',
    method: 'GET',
    path: `/${resource}/{id}/${action}`,
    summary: `List ${withArticle(objectsByName[parent])}'s ${objectsByName[object].plural}`,
    query: paginationParams,
    response: {kind: 'list', object},
    ...spec,
  };
}

/** What a search looks in and the statuses it can be limited to. */
export interface SearchSpec {
  /** What the text is found in: "hostname". */
  readonly in: string;
  readonly example: string;
  readonly statuses: readonly string[];
  /** Description of the `status` parameter. */
  readonly status: string;
}

/** Finds objects by part of a text and by status, a page at a time: `POST /domains/search`, "Search domains". */
export function searchCall(
  resource: string,
  object: ObjectName,
  search: SearchSpec,
  spec: CustomSpec,
): EndpointSpec {
  return {
    action: 'search',
    kind: 'custom',
    method: 'POST',
    path: `/${resource}/search`,
    summary: `Search ${objectsByName[object].plural}`,
    body: [
      {
        name: 'query',
        schema: {type: 'string', maxLength: 64},
        description: `Text to find in the ${search.in}, without regard to case.`,
        example: search.example,
        required: true,
      },
      {
        name: 'status',
        schema: {type: 'string', enum: search.statuses},
        description: search.status,
        example: search.statuses[0] ?? null,
        required: false,
      },
      ...paginationParams,
    ],
    response: {kind: 'list', object},
    ...spec,
  };
}

/** A parameter whose value is a key or a slug: lowercase words joined by hyphens. */
export function keyParam(
  name: string,
  description: string,
  example: string,
  required: boolean,
): Param {
  return {name, schema: {type: 'string', pattern: KEY_PATTERN}, description, example, required};
}

/** The filter of a list by the key of what its objects belong to: "Only the posts of the blog with this key." */
export function byParentKey(parent: string, children: string, example: string): Param {
  return keyParam(parent, `Only the ${children} of the ${parent} with this key.`, example, false);
}

/** The filters that lists of posts share, in the Admin and the Project API: the blog and the tag. */
export const postFilters: readonly Param[] = [
  byParentKey('blog', 'posts', 'news'),
  {
    name: 'tag',
    schema: {type: 'string'},
    description: 'Only posts with this tag.',
    example: 'menu',
    required: false,
  },
];
