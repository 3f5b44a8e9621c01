/**
 * Checks the API model against itself and against the menus the portal must show: unique IDs and
 * routes, paths under each API's base path, declared path parameters,
 * related calls that exist, and examples that match their schemas.
 */
import {parseApiField} from '@site/src/lib/parseApiField';
import {allObjects, apis, endpoints, exampleOf, objectsByName, references, referencesById} from '.';
import type {Endpoint, Field, Json, Param, Schema} from './types';
import {pathParamNames} from './resolve';

/** Problems with a value against a model schema, each naming where it is. */
function conformance(
  value: Json | undefined,
  schema: Schema,
  nullable: boolean,
  at: string,
): string[] {
  if (value === undefined) return [`${at} is missing`];
  if (value === null) return nullable ? [] : [`${at} is null but not nullable`];
  switch (schema.type) {
    case 'string': {
      if (typeof value !== 'string') return [`${at} should be a string`];
      const problems: string[] = [];
      if (schema.enum && !schema.enum.includes(value))
        problems.push(`${at} "${value}" is not one of ${schema.enum.join(', ')}`);
      if (schema.prefix && !value.startsWith(schema.prefix))
        problems.push(`${at} "${value}" should start with ${schema.prefix}`);
      if (schema.pattern && !new RegExp(schema.pattern).test(value))
        problems.push(`${at} "${value}" does not match ${schema.pattern}`);
      if (schema.format === 'date-time' && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(value))
        problems.push(`${at} "${value}" is not an ISO 8601 UTC time`);
      if (schema.format === 'email' && !/^[^@\s]+@[^@\s]+\.[a-z]+$/.test(value))
        problems.push(`${at} "${value}" is not an email address`);
      if (schema.format === 'uri' && !/^https?:\/\//.test(value))
        problems.push(`${at} "${value}" is not a URL`);
      if (schema.maxLength !== undefined && value.length > schema.maxLength)
        problems.push(`${at} is longer than ${schema.maxLength}`);
      return problems;
    }
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value))
        return [`${at} should be an integer`];
      return schema.enum && !schema.enum.includes(value)
        ? [`${at} ${value} is not one of ${schema.enum.join(', ')}`]
        : [];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${at} should be a boolean`];
    case 'array':
      if (!Array.isArray(value)) return [`${at} should be an array`];
      return (value as readonly Json[]).flatMap((item, index) =>
        conformance(item, schema.items, false, `${at}[${index}]`),
      );
    case 'map':
      return typeof value === 'object' && !Array.isArray(value)
        ? []
        : [`${at} should be an object`];
    case 'object':
      return objectConformance(value, schema.fields, at, false);
    case 'ref':
      return objectConformance(value, objectsByName[schema.object].fields, at, false);
  }
}

function objectConformance(
  value: Json,
  fields: readonly Field[],
  at: string,
  input: boolean,
): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [`${at} should be an object`];
  const record = value as Record<string, Json>;
  const names = new Set(fields.map((field) => field.name));
  return [
    ...Object.keys(record)
      .filter((key) => !names.has(key))
      .map((key) => `${at}.${key} is not a field`),
    ...fields
      .filter((field) => !(input && field.optional && record[field.name] === undefined))
      .flatMap((field) =>
        conformance(
          record[field.name],
          field.schema,
          field.nullable ?? false,
          `${at}.${field.name}`,
        ),
      ),
  ];
}

function paramsConformance(
  value: Readonly<Record<string, Json>>,
  params: readonly Param[],
  at: string,
  allStrings = false,
): string[] {
  const names = new Set(params.map((param) => param.name));
  return [
    ...Object.keys(value)
      .filter((key) => !names.has(key))
      .map((key) => `${at}.${key} is not a parameter`),
    ...params
      .filter((param) => param.required && value[param.name] === undefined)
      .map((param) => `${at}.${param.name} is required but missing`),
    ...params
      .filter((param) => value[param.name] !== undefined && !allStrings)
      .flatMap((param) => {
        const schema =
          param.schema.type === 'object'
            ? {...param.schema, fields: param.schema.fields.map((field) => ({...field}))}
            : param.schema;
        if (schema.type === 'object')
          return objectConformance(
            value[param.name] ?? null,
            schema.fields,
            `${at}.${param.name}`,
            true,
          );
        return conformance(
          value[param.name],
          schema,
          param.nullable ?? false,
          `${at}.${param.name}`,
        );
      }),
  ];
}

function responseProblems(endpoint: Endpoint): string[] {
  const {response} = endpoint;
  const example = endpoint.example.response;
  const at = `${endpoint.id} example response`;
  switch (response.kind) {
    case 'empty':
      return example === undefined ? [] : [`${at} should be empty`];
    case 'deleted':
      return typeof example === 'object' &&
        example !== null &&
        !Array.isArray(example) &&
        (example as Record<string, Json>).deleted === true
        ? []
        : [`${at} should be { id, deleted: true }`];
    case 'object':
      return objectConformance(example ?? null, objectsByName[response.object].fields, at, false);
    case 'list': {
      if (typeof example !== 'object' || example === null || Array.isArray(example))
        return [`${at} should be a list`];
      const {data, next_cursor: cursor} = example as Record<string, Json>;
      if (!Array.isArray(data) || cursor === undefined)
        return [`${at} should have data and next_cursor`];
      return (data as readonly Json[]).flatMap((item, index) =>
        objectConformance(
          item,
          objectsByName[response.object].fields,
          `${at}.data[${index}]`,
          false,
        ),
      );
    }
  }
}

const duplicates = (values: readonly string[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);

describe('the API model', () => {
  test('endpoint IDs, routes, doc IDs and method-and-path pairs are unique', () => {
    expect(duplicates(endpoints.map((endpoint) => endpoint.id))).toEqual([]);
    expect(duplicates(endpoints.map((endpoint) => endpoint.route))).toEqual([]);
    expect(duplicates(endpoints.map((endpoint) => endpoint.docId))).toEqual([]);
    expect(duplicates(endpoints.map((endpoint) => endpoint.apiField))).toEqual([]);
  });

  test("every path starts with its API's base path, and the api field parses back to the endpoint", () => {
    for (const endpoint of endpoints) {
      const {basePath} = apis[endpoint.api];
      expect({id: endpoint.id, fullPath: endpoint.fullPath.startsWith(`${basePath}/`)}).toEqual({
        id: endpoint.id,
        fullPath: true,
      });
      expect(parseApiField(endpoint.apiField)).toEqual({
        method: endpoint.method,
        path: endpoint.fullPath,
      });
      expect(endpoint.url).toBe(`https://api.tessera.dev${endpoint.fullPath}`);
    }
  });

  test('every {parameter} of a path is declared as a path parameter, and only those', () => {
    for (const endpoint of endpoints) {
      expect({id: endpoint.id, params: endpoint.pathParams.map((param) => param.name)}).toEqual({
        id: endpoint.id,
        params: pathParamNames(endpoint.path),
      });
    }
  });

  test('standard actions use their method: create POST, update PATCH, retrieve and list GET, remove DELETE', () => {
    const expected = {
      create: 'POST',
      update: 'PATCH',
      retrieve: 'GET',
      list: 'GET',
      remove: 'DELETE',
    } as const;
    for (const endpoint of endpoints) {
      if (endpoint.kind !== 'custom')
        expect({id: endpoint.id, method: endpoint.method}).toEqual({
          id: endpoint.id,
          method: expected[endpoint.kind],
        });
    }
  });

  test('related calls exist and are not the endpoint itself', () => {
    const ids = new Set(endpoints.map((endpoint) => endpoint.id));
    for (const endpoint of endpoints) {
      expect({
        id: endpoint.id,
        missing: endpoint.related.filter((id) => !ids.has(id) || id === endpoint.id),
      }).toEqual({id: endpoint.id, missing: []});
    }
  });

  test('summaries are short sentence-case labels and descriptions are one sentence', () => {
    for (const endpoint of endpoints) {
      expect(endpoint.summary).toMatch(/^[A-Z][a-z]+ [^.]+[^.]$/);
      expect(endpoint.description).toMatch(/^[A-Z].*\.$/);
      expect(endpoint.description.split(/\. /)).toHaveLength(1);
    }
  });

  test('every object example matches its own fields', () => {
    for (const object of allObjects)
      expect(objectConformance(exampleOf(object), object.fields, object.name, false)).toEqual([]);
  });

  test('every example request and response matches its parameters and schemas', () => {
    for (const endpoint of endpoints) {
      const problems = [
        ...paramsConformance(
          endpoint.example.query,
          endpoint.query,
          `${endpoint.id} example query`,
          true,
        ),
        ...(endpoint.example.body
          ? paramsConformance(endpoint.example.body, endpoint.body, `${endpoint.id} example body`)
          : []),
        ...(endpoint.body.some((param) => param.required) && !endpoint.example.body
          ? [`${endpoint.id} has required body parameters but no example body`]
          : []),
        ...endpoint.pathParams.flatMap((param) =>
          conformance(
            param.example,
            param.schema,
            false,
            `${endpoint.id} path parameter ${param.name}`,
          ),
        ),
        ...responseProblems(endpoint),
      ];
      expect(problems).toEqual([]);
    }
  });

  test('every error row has a status, a snake_case code and a meaning that ends with a period', () => {
    for (const endpoint of endpoints) {
      expect(endpoint.errors.map((error) => error.status)).toContain(401);
      for (const error of endpoint.errors) {
        expect(error.code).toMatch(/^[a-z]+(_[a-z]+)*$/);
        expect(error.meaning).toMatch(/\.$/);
      }
    }
  });
});

describe('the model has every resource and action the API menus must list', () => {
  const actions = (reference: 'admin' | 'console', resource: string) =>
    referencesById[reference].resources
      .find((candidate) => candidate.key === resource)
      ?.endpoints.map((endpoint) => `${endpoint.action} ${endpoint.method}`);

  test('the overview lists Console, Admin and Project, then Agencies and User', () => {
    expect(references.map((reference) => reference.id)).toEqual([
      'console',
      'admin',
      'project',
      'agencies',
      'user',
    ]);
  });

  test('Admin resources have the five actions, except submissions and users (retrieve, list, remove)', () => {
    const five = ['create POST', 'update PATCH', 'retrieve GET', 'list GET', 'remove DELETE'];
    const resources = [
      'blogs',
      'posts',
      'collections',
      'entries',
      'links',
      'forms',
      'menus',
      'pages',
      'redirects',
      'route-patterns',
      'webhooks',
    ];
    expect(referencesById.admin.resources.map((resource) => resource.key)).toEqual([
      ...resources,
      'submissions',
      'users',
    ]);
    for (const resource of resources) expect(actions('admin', resource)).toEqual(five);
    for (const resource of ['submissions', 'users'])
      expect(actions('admin', resource)).toEqual(['retrieve GET', 'list GET', 'remove DELETE']);
  });

  test('Console resources have their listed actions, in order', () => {
    expect(actions('console', 'brand')).toEqual([
      'create POST',
      'update PATCH',
      'retrieve GET',
      'remove DELETE',
    ]);
    expect(actions('console', 'cassettes')).toEqual([
      'create POST',
      'update PATCH',
      'retrieve GET',
      'remove DELETE',
      'duplicate POST',
    ]);
    expect(actions('console', 'domains')).toEqual([
      'create POST',
      'update PATCH',
      'retrieve GET',
      'list GET',
      'remove DELETE',
      'refresh POST',
      'verify POST',
      'search POST',
    ]);
    expect(actions('console', 'invites')).toEqual(['update PATCH', 'list GET', 'remove DELETE']);
    expect(actions('console', 'members')).toEqual([
      'update PATCH',
      'retrieve GET',
      'list GET',
      'remove DELETE',
    ]);
    expect(actions('console', 'projects')).toEqual([
      'create POST',
      'update PATCH',
      'retrieve GET',
      'list GET',
      'remove DELETE',
      'archived GET',
      'restore DELETE',
      'domains GET',
      'cassettes GET',
      'search POST',
      'publish POST',
      'unpublish POST',
    ]);
    expect(actions('console', 'roles')).toEqual([
      'create POST',
      'update PATCH',
      'retrieve GET',
      'list GET',
      'remove DELETE',
    ]);
  });

  test('only invites, members and roles are collapsible', () => {
    const collapsed = references.flatMap((reference) =>
      reference.resources
        .filter((resource) => resource.collapsed)
        .map((resource) => `${reference.id}.${resource.key}`),
    );
    expect(collapsed).toEqual(['console.invites', 'console.members', 'console.roles']);
  });

  test('Agencies and User live at /api/agencies/... and /api/user', () => {
    expect(
      referencesById.agencies.resources.flatMap((resource) =>
        resource.endpoints.map((endpoint) => endpoint.route),
      ),
    ).toEqual(['/api/agencies/list', '/api/agencies/retrieve', '/api/agencies/update']);
    expect(
      referencesById.user.resources.flatMap((resource) =>
        resource.endpoints.map((endpoint) => endpoint.route),
      ),
    ).toEqual(['/api/user', '/api/user/email']);
  });
});
