/**
 * Resolves the authored model (`ReferenceSpec`) into complete endpoints:
 * method, path, summary, parameters, response, errors, related calls and
 * examples all filled in from the endpoint's kind and its object.
 */
import {resolveEvent} from './events';
import {API_HOST, apis} from './apis';
import {catalogueError} from './errors';
import {exampleOf, objectsByName} from './objects';
import {scalarText} from './examples';
import type {
  ApiMethod,
  Endpoint,
  EndpointError,
  EndpointSpec,
  Field,
  Json,
  JsonObject,
  ObjectDef,
  Param,
  Reference,
  ReferenceSpec,
  Resource,
  ResourceSpec,
  ResponseSpec,
} from './types';

/** Pagination parameters every list accepts. */
export const paginationParams: readonly Param[] = [
  {
    name: 'limit',
    schema: {type: 'integer', minimum: 1, maximum: 100},
    description: 'How many objects to return, from 1 to 100.',
    example: 20,
    required: false,
    default: 20,
  },
  {
    name: 'cursor',
    schema: {type: 'string'},
    description: '`next_cursor` of the previous page. Leave it out for the first page.',
    example: 'c_8kx2m4q9',
    required: false,
  },
];

const DEFAULT_METHOD: Readonly<Record<Exclude<EndpointSpec['kind'], 'custom'>, ApiMethod>> = {
  create: 'POST',
  update: 'PATCH',
  retrieve: 'GET',
  list: 'GET',
  remove: 'DELETE',
};

/** "a blog", "an entry", "the brand". */
export function withArticle(object: ObjectDef): string {
  return `${object.article} ${object.singular}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function isPlainObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge of JSON objects: `patch` wins, nested objects merge, arrays are replaced. */
export function mergeJson(base: JsonObject, patch: JsonObject): JsonObject {
  const result: Record<string, Json> = {...base};
  for (const [key, value] of Object.entries(patch)) {
    const current = result[key];
    result[key] =
      isPlainObject(current) && isPlainObject(value) ? mergeJson(current, value) : value;
  }
  return result;
}

function fieldToParam(field: Field, required: boolean): Param {
  return {
    name: field.name,
    schema: field.schema,
    description: field.description,
    example: field.example,
    required,
    ...(field.nullable ? {nullable: true} : {}),
    ...(field.default !== undefined ? {default: field.default} : {}),
  };
}

/** Names of the `{name}` parameters of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
}

function defaultPath(spec: EndpointSpec, resource: ResourceSpec): string | undefined {
  if (!resource.key) return undefined;
  const base = `/${resource.key}`;
  switch (spec.kind) {
    case 'create':
    case 'list':
      return base;
    case 'update':
    case 'retrieve':
    case 'remove':
      return `${base}/{id}`;
    default:
      return undefined;
  }
}

function defaultSummary(spec: EndpointSpec, object: ObjectDef): string | undefined {
  switch (spec.kind) {
    case 'list':
      return `List ${object.plural}`;
    case 'custom':
      return undefined;
    default:
      return `${capitalize(spec.kind)} ${withArticle(object)}`;
  }
}

function defaultDescription(
  spec: EndpointSpec,
  object: ObjectDef,
  scope: string,
): string | undefined {
  const thing = withArticle(object);
  switch (spec.kind) {
    case 'create':
      return `Creates ${thing} in ${scope} and returns it.`;
    case 'update':
      return `Updates ${thing}; the fields you leave out keep their values.`;
    case 'retrieve':
      return `Retrieves ${thing} by its ID.`;
    case 'list':
      return `Lists the ${object.plural} in ${scope}, newest first, a page at a time.`;
    case 'remove':
      return `Deletes ${thing} for good.`;
    default:
      return undefined;
  }
}

function defaultResponse(spec: EndpointSpec, object: ObjectDef): ResponseSpec | undefined {
  switch (spec.kind) {
    case 'create':
      return {kind: 'object', object: object.name, status: 201};
    case 'update':
    case 'retrieve':
      return {kind: 'object', object: object.name};
    case 'list':
      return {kind: 'list', object: object.name};
    case 'remove':
      return {kind: 'deleted', object: object.name};
    default:
      return undefined;
  }
}

function idParam(object: ObjectDef): Param {
  const idField = object.fields.find((field) => field.name === 'id');
  return {
    name: 'id',
    schema: {type: 'string', ...(object.idPrefix ? {prefix: object.idPrefix} : {})},
    description: `ID of the ${object.singular}${object.idPrefix ? ` (\`${object.idPrefix}...\`)` : ''}.`,
    example: idField?.example ?? null,
    required: true,
  };
}

function defaultBody(spec: EndpointSpec, object: ObjectDef): readonly Param[] {
  if (spec.kind === 'create') {
    return object.fields
      .filter((field) => field.create)
      .map((field) => fieldToParam(field, field.create === 'required'));
  }
  if (spec.kind === 'update')
    return object.fields.filter((field) => field.update).map((field) => fieldToParam(field, false));
  return [];
}

function exampleBody(
  spec: EndpointSpec,
  object: ObjectDef,
  body: readonly Param[],
): JsonObject | undefined {
  if (spec.example?.body) return spec.example.body;
  if (body.length === 0) return undefined;
  if (spec.kind === 'update' && object.updateExample) return object.updateExample;
  const params =
    spec.kind === 'create'
      ? body.filter((param) => param.required || param.example !== null)
      : body.filter((param) => param.required);
  return Object.fromEntries(params.map((param) => [param.name, param.example]));
}

function exampleResponse(
  spec: EndpointSpec,
  object: ObjectDef,
  response: ResponseSpec,
  body: JsonObject | undefined,
): Json | undefined {
  if (response.kind === 'empty') return undefined;
  const target = objectsByName[response.object];
  let example = exampleOf(target);
  if (response.kind === 'deleted') return {id: example.id ?? null, deleted: true};
  if (body && target === object && (spec.kind === 'create' || spec.kind === 'update'))
    example = mergeJson(example, body);
  if (spec.example?.response) example = mergeJson(example, spec.example.response);
  if (response.kind === 'list') return {data: [example], next_cursor: null};
  return example;
}

function defaultErrors(
  ref: ReferenceSpec,
  endpoint: Omit<Endpoint, 'errors' | 'related' | 'example'>,
  object: ObjectDef,
): EndpointError[] {
  const errors: EndpointError[] = [];
  if (endpoint.body.length > 0 || endpoint.query.length > 0)
    errors.push(catalogueError('invalid_request'));
  // Console API calls on the agency's own resources need the agency; Agencies and User calls do not.
  if (ref.id === 'console') errors.push(catalogueError('agency_required'));
  errors.push(catalogueError('unauthorized'));
  if (ref.api === 'console' && endpoint.access !== ref.access.read) {
    errors.push(
      catalogueError('forbidden', 'Your role does not allow this call (see Authentication above).'),
    );
  }
  if (ref.api === 'project') errors.push(catalogueError('origin_not_allowed'));
  const named = endpoint.pathParams.map((param) => param.name);
  if (named.length > 0) {
    const by = named.includes('id') ? 'this ID' : `this ${named.join(' and ')}`;
    const scope =
      ref.api === 'admin'
        ? ' in the project'
        : ref.api === 'project'
          ? ' among published content'
          : '';
    errors.push(catalogueError('not_found', `No ${object.singular} has ${by}${scope}.`));
  }
  return errors;
}

function resolveEndpoint(ref: ReferenceSpec, resource: ResourceSpec, spec: EndpointSpec): Endpoint {
  const api = apis[ref.api];
  const object = objectsByName[resource.object];
  const scope = ref.api === 'console' ? 'the agency' : 'the project';
  const where = `${ref.id}.${resource.key ? `${resource.key}.` : ''}${spec.action}`;
  // Every missing field is collected, then reported in one message, so an author fixes them in one pass.
  const missing: string[] = [];
  const need = <T>(value: T | undefined, what: string, stand: T): T => {
    if (value !== undefined) return value;
    missing.push(what);
    return stand;
  };
  const method =
    spec.method ??
    need(spec.kind === 'custom' ? undefined : DEFAULT_METHOD[spec.kind], 'method', 'GET');
  const path = need(spec.path ?? defaultPath(spec, resource), 'path', '');
  const names = pathParamNames(path);
  const pathParams =
    spec.pathParams ??
    names.map((name) =>
      name === 'id'
        ? idParam(object)
        : need<Param>(undefined, `pathParams (for {${name}})`, idParam(object)),
    );
  const query = [...(spec.query ?? []), ...(spec.kind === 'list' ? paginationParams : [])];
  const body = spec.body ?? defaultBody(spec, object);
  const response = need(spec.response ?? defaultResponse(spec, object), 'response', {
    kind: 'empty',
  });
  const slug = spec.slug ?? spec.action;
  const route = `/api/${ref.id}${resource.key ? `/${resource.key}` : ''}${slug ? `/${slug}` : ''}`;
  const docId = route.slice('/api/'.length) + (slug ? '' : '/index');
  const fullPath = `${api.basePath}${path}`;
  const base = {
    id: where,
    reference: ref.id,
    api: ref.api,
    resource: resource.key,
    resourceLabel: resource.label,
    action: spec.action,
    kind: spec.kind,
    object: resource.object,
    method,
    path,
    fullPath,
    url: `${API_HOST}${fullPath}`,
    apiField: `${method} ${fullPath}`,
    summary: need(spec.summary ?? defaultSummary(spec, object), 'summary', ''),
    description: need(
      spec.description ?? defaultDescription(spec, object, scope),
      'description',
      '',
    ),
    route,
    docId,
    pathParams,
    query,
    body,
    response,
    access: spec.access ?? (method === 'GET' ? ref.access.read : ref.access.write),
  };
  if (missing.length > 0) {
    throw new Error(
      `src/data/api: endpoint "${where}" needs ${missing.map((field) => `"${field}"`).join(', ')}. ` +
        `A custom endpoint has no defaults; objectAction() in src/data/api/references/helpers.ts fills most of them.`,
    );
  }
  const errors = [...defaultErrors(ref, base, object), ...(spec.errors ?? [])].sort(
    (a, b) => a.status - b.status,
  );
  const requiredQuery = Object.fromEntries(
    query.filter((param) => param.required).map((param) => [param.name, scalarText(param.example)]),
  );
  const bodyExample = exampleBody(spec, object, body);
  return {
    ...base,
    errors,
    related:
      spec.related ??
      resource.endpoints
        .filter((other) => other !== spec)
        .map((other) => `${ref.id}.${resource.key ? `${resource.key}.` : ''}${other.action}`),
    example: {
      query: {...requiredQuery, ...spec.example?.query},
      body: bodyExample,
      response: exampleResponse(spec, object, response, bodyExample),
    },
  };
}

export function resolveReference(ref: ReferenceSpec): Reference {
  const resources: Resource[] = ref.resources.map((resource) => ({
    key: resource.key,
    label: resource.label,
    object: resource.object,
    collapsed: resource.collapsed ?? false,
    endpoints: resource.endpoints.map((spec) => resolveEndpoint(ref, resource, spec)),
  }));
  return {
    id: ref.id,
    title: ref.title,
    summary: ref.summary,
    api: ref.api,
    sidebar: ref.sidebar,
    route: `/api/${ref.id}`,
    pages: ref.pages,
    resources,
    events: (ref.events ?? []).map((spec) => resolveEvent(ref.id, spec)),
  };
}
