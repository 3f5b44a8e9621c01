/**
 * Builds one OpenAPI 3.1 document per API (Admin, Console, Project) from the
 * model in src/data/api. The Console document also holds the Agencies and
 * User calls, which use the Console API's base URL and token.
 */
import {
  apis,
  API_HOST,
  endpointsOfApi,
  errorCatalogue,
  objectsByName,
  references,
} from '../../data/api';
import {deliveryBody, exampleTime} from '../../data/api/events';
import {EXAMPLE_WEBHOOK_SECRET} from '../../data/api/references/adminEvents';
import {SIGNATURE_HEADER, signatureHeader} from '../webhook-signature/sign';
import {successStatus, statusLine} from '../../data/api/examples';
import type {
  ApiId,
  Endpoint,
  Field,
  Json,
  ObjectName,
  Param,
  Schema,
  WebhookEvent,
} from '../../data/api/types';

type JsonSchema = {[key: string]: unknown};

export interface OpenApiDocument {
  readonly openapi: '3.1.0';
  readonly info: {
    readonly title: string;
    readonly version: string;
    readonly description: string;
    readonly license: typeof DOCUMENT_LICENSE;
  };
  readonly servers: readonly {readonly url: string}[];
  readonly security: readonly {readonly [scheme: string]: readonly string[]}[];
  readonly tags: readonly {readonly name: string; readonly description: string}[];
  readonly paths: {readonly [path: string]: {readonly [method: string]: JsonSchema}};
  /** The events Tessera sends to a webhook's URL (OpenAPI 3.1's `webhooks`), in the Admin document. */
  readonly webhooks?: {readonly [event: string]: {readonly post: JsonSchema}};
  readonly components: {
    readonly securitySchemes: {readonly [name: string]: JsonSchema};
    readonly schemas: {readonly [name: string]: JsonSchema};
  };
}

export const API_IDS: readonly ApiId[] = ['admin', 'console', 'project'];

/**
 * The documents are published for people to generate clients, mocks and tests from, so they carry a
 * permissive licence, as the public descriptions of GitHub's and Stripe's APIs do.
 */
export const DOCUMENT_LICENSE = {name: 'MIT', identifier: 'MIT'} as const;

/** Where each document is served, relative to the site root: "api/admin/openapi.json". */
export function documentPath(api: ApiId, routeBasePath = 'api'): string {
  return `${routeBasePath}/${api}/openapi.json`;
}

const ref = (name: string) => ({$ref: `#/components/schemas/${name}`});

function withNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') {
    const result: JsonSchema = {...schema, type: [schema.type, 'null']};
    if (Array.isArray(schema.enum)) result.enum = [...(schema.enum as unknown[]), null];
    return result;
  }
  return {anyOf: [schema, {type: 'null'}]};
}

/** JSON Schema (2020-12, as OpenAPI 3.1 uses it) of a model type. */
export function toJsonSchema(schema: Schema, input = false): JsonSchema {
  switch (schema.type) {
    case 'string': {
      const result: JsonSchema = {type: 'string'};
      if (schema.format) result.format = schema.format;
      if (schema.enum) result.enum = [...schema.enum];
      if (schema.pattern) result.pattern = schema.pattern;
      else if (schema.prefix) result.pattern = `^${schema.prefix}`;
      if (schema.maxLength !== undefined) result.maxLength = schema.maxLength;
      return result;
    }
    case 'integer': {
      const result: JsonSchema = {type: 'integer'};
      if (schema.enum) result.enum = [...schema.enum];
      if (schema.minimum !== undefined) result.minimum = schema.minimum;
      if (schema.maximum !== undefined) result.maximum = schema.maximum;
      return result;
    }
    case 'boolean':
      return {type: 'boolean'};
    case 'array': {
      const result: JsonSchema = {type: 'array', items: toJsonSchema(schema.items, input)};
      if (schema.maxItems !== undefined) result.maxItems = schema.maxItems;
      return result;
    }
    case 'object':
      return objectSchema(schema.fields, input);
    case 'map':
      return {type: 'object', additionalProperties: true};
    case 'ref':
      return ref(schema.object);
  }
}

export function propertySchema(item: Field | Param, input: boolean): JsonSchema {
  const base = toJsonSchema(item.schema, input);
  const schema = item.nullable ? withNull(base) : base;
  const described: JsonSchema =
    '$ref' in schema
      ? {allOf: [schema], description: item.description}
      : {...schema, description: item.description};
  if ('default' in item && item.default !== undefined) described.default = item.default;
  // JSON Schema's annotation: the field or body parameter still works, but is on its way out.
  if (item.deprecated) described.deprecated = true;
  return described;
}

/** An object of fields: in responses every field is present; in requests, nested fields marked optional may be left out. */
function objectSchema(fields: readonly Field[], input: boolean): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(
      fields.map((field) => [field.name, propertySchema(field, input)]),
    ),
    required: fields.filter((field) => !(input && field.optional)).map((field) => field.name),
    additionalProperties: false,
  };
}

/** The model objects a set of endpoints returns or events carry, with the objects they refer to. */
export function referencedObjects(
  endpoints: readonly Endpoint[],
  events: readonly WebhookEvent[] = [],
): ObjectName[] {
  const found = new Set<ObjectName>();
  const visitSchema = (schema: Schema): void => {
    if (schema.type === 'ref') visit(schema.object);
    else if (schema.type === 'array') visitSchema(schema.items);
    else if (schema.type === 'object') schema.fields.forEach((field) => visitSchema(field.schema));
  };
  const visit = (name: ObjectName): void => {
    if (found.has(name)) return;
    found.add(name);
    objectsByName[name].fields.forEach((field) => visitSchema(field.schema));
  };
  for (const endpoint of endpoints)
    if (endpoint.response.kind !== 'empty') visit(endpoint.response.object);
  for (const event of events) visit(event.object);
  return [...found].sort();
}

/** "route-patterns" + "create" → "routePatternsCreate". */
export function operationId(endpoint: Endpoint): string {
  const words = `${endpoint.resource || endpoint.reference} ${endpoint.action}`.split(/[\s-]+/);
  return words
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

export function parameter(param: Param, location: 'path' | 'query'): JsonSchema {
  const schema = toJsonSchema(param.schema);
  if (param.default !== undefined) schema.default = param.default;
  return {
    name: param.name,
    in: location,
    required: location === 'path' ? true : param.required,
    ...(param.deprecated ? {deprecated: true} : {}),
    description: param.description,
    schema,
    example: param.example,
  };
}

function successSchema(endpoint: Endpoint): JsonSchema | undefined {
  const {response} = endpoint;
  switch (response.kind) {
    case 'empty':
      return undefined;
    case 'object':
      return ref(response.object);
    case 'deleted':
      return ref('Deleted');
    case 'list':
      return {
        type: 'object',
        properties: {
          data: {type: 'array', items: ref(response.object)},
          next_cursor: {
            type: ['string', 'null'],
            description: 'Cursor of the next page; `null` on the last page.',
          },
        },
        required: ['data', 'next_cursor'],
        additionalProperties: false,
      };
  }
}

function operation(endpoint: Endpoint, siteUrl: string): JsonSchema {
  const status = successStatus(endpoint);
  const schema = successSchema(endpoint);
  const success: JsonSchema = {description: statusLine(status)};
  if (schema)
    success.content = {'application/json': {schema, example: endpoint.example.response as Json}};
  const responses: JsonSchema = {[String(status)]: success};
  for (const [code, errors] of groupBy(endpoint.errors, (error) => String(error.status))) {
    const first = errors[0];
    responses[code] = {
      description: errors.map((error) => `\`${error.code}\`: ${error.meaning}`).join(' '),
      content: {
        'application/json': {
          schema: ref('Error'),
          example: {error: {code: first?.code ?? 'error', message: first?.meaning ?? ''}},
        },
      },
    };
  }
  const result: JsonSchema = {
    operationId: operationId(endpoint),
    summary: endpoint.summary,
    description: endpoint.description,
    tags: [endpoint.resourceLabel],
    externalDocs: {url: `${siteUrl}${endpoint.route}`},
  };
  const parameters = [
    ...endpoint.pathParams.map((param) => parameter(param, 'path')),
    ...endpoint.query.map((param) => parameter(param, 'query')),
  ];
  if (parameters.length > 0) result.parameters = parameters;
  if (endpoint.body.length > 0) {
    const body: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(
        endpoint.body.map((param) => [param.name, propertySchema(param, true)]),
      ),
      additionalProperties: false,
    };
    const required = endpoint.body.filter((param) => param.required).map((param) => param.name);
    if (required.length > 0) body.required = required;
    result.requestBody = {
      required: required.length > 0,
      content: {
        'application/json': {
          schema: body,
          ...(endpoint.example.body ? {example: endpoint.example.body} : {}),
        },
      },
    };
  }
  result.responses = responses;
  return result;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** "form.submitted" → "FormSubmittedEvent": the schema of its delivery. */
export function eventSchemaName(event: WebhookEvent): string {
  return `${event.name
    .split(/[.-]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}Event`;
}

/** The tag of the webhook events, after the resources' tags. */
const EVENTS_TAG = {
  name: 'Events',
  description:
    'What Tessera sends to the URL of a webhook: a signed `POST` for each event it subscribes to.',
};

/** A delivery of an event: the request Tessera sends, and what the receiver answers. */
function webhookOperation(event: WebhookEvent, siteUrl: string): JsonSchema {
  const body = deliveryBody(event);
  return {
    operationId: `${eventSchemaName(event).charAt(0).toLowerCase()}${eventSchemaName(event).slice(1)}`,
    summary: event.name,
    description: `${event.sentWhen} ${event.details}`,
    tags: [EVENTS_TAG.name],
    externalDocs: {url: `${siteUrl}${event.route}`},
    // Tessera sends no key: the receiver checks the signature instead.
    security: [],
    parameters: [
      {
        name: SIGNATURE_HEADER,
        in: 'header',
        required: true,
        description:
          'The time and the hex HMAC-SHA256 of `<t>.<raw body>`, keyed with the whole signing secret (`whsec_...`) of the webhook.',
        schema: {type: 'string', pattern: '^t=[0-9]+,v1=[0-9a-f]{64}$'},
        example: signatureHeader(body, EXAMPLE_WEBHOOK_SECRET, exampleTime(event)),
      },
    ],
    requestBody: {
      required: true,
      content: {'application/json': {schema: ref(eventSchemaName(event)), example: event.example}},
    },
    responses: {
      '200': {
        description:
          'Any `2xx` within 10 seconds acknowledges the delivery. Any other status, or none in time, is retried with exponential backoff for up to 24 hours.',
      },
      '401': {
        description:
          'The receiver rejects a delivery whose signature does not match; Tessera retries it, as any other failure.',
      },
    },
  };
}

export function openApiDocument(api: ApiId, siteUrl: string): OpenApiDocument {
  const def = apis[api];
  const endpoints = endpointsOfApi(api);
  const events = references
    .filter((reference) => reference.api === api)
    .flatMap((reference) => reference.events);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    const item = (paths[endpoint.path] ??= {});
    item[endpoint.method.toLowerCase()] = operation(endpoint, siteUrl);
  }
  const schemas: Record<string, JsonSchema> = {};
  for (const name of referencedObjects(endpoints, events)) {
    const object = objectsByName[name];
    schemas[name] = {...objectSchema(object.fields, false), description: object.description};
  }
  for (const event of events)
    schemas[eventSchemaName(event)] = {
      ...objectSchema(event.fields, false),
      description: `The body of a \`${event.name}\` delivery. ${event.sentWhen}`,
    };
  // Only a document with a remove call answers with it: the Project API reads and never deletes.
  if (endpoints.some((endpoint) => endpoint.response.kind === 'deleted'))
    schemas.Deleted = {
      type: 'object',
      description: 'Confirms which object a remove call deleted.',
      properties: {
        id: {type: 'string', description: 'ID of the removed object.'},
        deleted: {const: true},
      },
      required: ['id', 'deleted'],
      additionalProperties: false,
    };
  schemas.Error = {
    type: 'object',
    description: 'Every error response has this shape.',
    properties: {
      error: {
        type: 'object',
        properties: {
          code: {
            type: 'string',
            enum: Object.keys(errorCatalogue),
            description: 'A stable code to branch on.',
          },
          message: {type: 'string', description: 'A sentence for people, which may change.'},
        },
        required: ['code', 'message'],
        additionalProperties: false,
      },
    },
    required: ['error'],
    additionalProperties: false,
  };
  // One tag per resource, described by what its object is.
  const tags = [
    ...new Map(
      endpoints.map((endpoint) => [
        endpoint.resourceLabel,
        objectsByName[endpoint.object].description,
      ]),
    ),
  ].map(([name, description]) => ({name, description}));
  if (events.length > 0) tags.push(EVENTS_TAG);
  return {
    openapi: '3.1.0',
    info: {
      title: `Tessera ${def.title}`,
      version: '1',
      description: `${def.summary} Reference: ${siteUrl}/api/${api}.`,
      license: DOCUMENT_LICENSE,
    },
    servers: [{url: `${API_HOST}${def.basePath}`}],
    security: [{bearerAuth: []}],
    tags,
    paths,
    ...(events.length > 0
      ? {
          webhooks: Object.fromEntries(
            events.map((event) => [event.name, {post: webhookOperation(event, siteUrl)}]),
          ),
        }
      : {}),
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: `${def.credential.name} (\`${def.credential.prefix}...\`), from ${def.credential.where}.`,
        },
      },
      schemas,
    },
  };
}
