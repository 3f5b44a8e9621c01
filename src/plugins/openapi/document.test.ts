import {execFileSync} from 'node:child_process';
import {join} from 'node:path';
import {endpointsOfApi, objectsByName, webhookEvents} from '../../data/api';
import {deliveryBody} from '../../data/api/events';
import {EXAMPLE_WEBHOOK_SECRET} from '../../data/api/references/adminEvents';
import {signatureHeader} from '../webhook-signature/sign';
import {site} from '../../data/site';
import {
  API_IDS,
  documentPath,
  openApiDocument,
  operationId,
  parameter,
  propertySchema,
  type OpenApiDocument,
} from './document';

const documents = Object.fromEntries(
  API_IDS.map((api) => [api, openApiDocument(api, site.url)]),
) as Record<string, OpenApiDocument>;

/** Every `$ref` in a document, with where it appears. */
function refs(value: unknown, at = '#'): {ref: string; at: string}[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => refs(item, `${at}/${index}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      key === '$ref' && typeof item === 'string' ? [{ref: item, at}] : refs(item, `${at}/${key}`),
    );
  }
  return [];
}

describe('OpenAPI documents', () => {
  // The validator runs in a Node process of its own, which takes seconds to start on a slow machine.
  test('each document is valid OpenAPI 3.1 according to @seriousme/openapi-schema-validator', () => {
    const output = execFileSync(process.execPath, [join(__dirname, 'validate.mjs')], {
      input: JSON.stringify(documents),
      encoding: 'utf8',
    });
    const results = JSON.parse(output) as Record<
      string,
      {valid: boolean; version: string; errors: unknown}
    >;
    for (const api of API_IDS) {
      const result = results[api];
      expect({api, valid: result?.valid, errors: result?.errors}).toEqual({
        api,
        valid: true,
        errors: [],
      });
      expect(result?.version).toBe('3.1');
    }
  }, 30_000);

  test('every endpoint of an API is an operation of its document, at its method and path', () => {
    for (const api of API_IDS) {
      const endpoints = endpointsOfApi(api);
      const operations = Object.entries(documents[api]?.paths ?? {}).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      );
      expect(operations.sort()).toEqual(
        endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort(),
      );
    }
  });

  test('the Console document holds the Agencies and User calls', () => {
    const paths = Object.keys(documents.console?.paths ?? {});
    expect(paths).toEqual(
      expect.arrayContaining(['/agencies', '/agencies/{id}', '/user', '/user/email']),
    );
  });

  test('operation IDs are unique in each document', () => {
    for (const api of API_IDS) {
      const ids = endpointsOfApi(api).map(operationId);
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    }
  });

  test('each path parameter in a path is declared once as a path parameter', () => {
    for (const api of API_IDS) {
      for (const [path, item] of Object.entries(documents[api]?.paths ?? {})) {
        const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
        for (const [method, op] of Object.entries(item)) {
          const declared = ((op.parameters as {name: string; in: string}[] | undefined) ?? [])
            .filter((param) => param.in === 'path')
            .map((param) => param.name)
            .sort();
          expect({operation: `${api}: ${method.toUpperCase()} ${path}`, declared}).toEqual({
            operation: `${api}: ${method.toUpperCase()} ${path}`,
            declared: names,
          });
        }
      }
    }
  });

  test('every $ref points to a schema of the same document', () => {
    for (const api of API_IDS) {
      const document = documents[api];
      const schemas = Object.keys(document?.components.schemas ?? {});
      const broken = refs(document).filter(
        ({ref}) => !schemas.includes(ref.replace('#/components/schemas/', '')),
      );
      expect({api, broken}).toEqual({api, broken: []});
    }
  });

  test('each resource is a tag, described by what its object is', () => {
    for (const api of API_IDS) {
      const expected = [
        ...new Map(
          endpointsOfApi(api).map((endpoint) => [
            endpoint.resourceLabel,
            objectsByName[endpoint.object].description,
          ]),
        ),
      ].map(([name, description]) => ({name, description}));
      // The Admin document's events follow its resources under a tag of their own.
      const tags = (documents[api]?.tags ?? []).filter((tag) => tag.name !== 'Events');
      expect(tags).toEqual(expected);
    }
    expect(documents.admin?.tags).toContainEqual({
      name: 'Blogs',
      description: 'A blog holds posts; templates read them by the blog key.',
    });
  });

  test('the Admin document describes each webhook event: its delivery schema, example and signature', () => {
    const admin = documents.admin;
    expect(Object.keys(admin?.webhooks ?? {})).toEqual(webhookEvents.map((event) => event.name));
    for (const event of webhookEvents) {
      const post = admin?.webhooks?.[event.name]?.post as {
        requestBody: {content: {'application/json': {schema: {$ref: string}; example: unknown}}};
        parameters: {name: string; example: string}[];
        tags: string[];
      };
      const content = post.requestBody.content['application/json'];
      expect(content.example).toEqual(event.example);
      const schemaName = content.schema.$ref.replace('#/components/schemas/', '');
      const schema = admin?.components.schemas[schemaName] as {
        properties: Record<string, {$ref?: string; allOf?: {$ref: string}[]; enum?: string[]}>;
      };
      expect(schema.properties.type?.enum).toEqual([event.name]);
      expect(schema.properties.data?.allOf?.[0]?.$ref).toBe(`#/components/schemas/${event.object}`);
      // The example header is the real signature of the example, with the example secret.
      const header = post.parameters.find((parameter) => parameter.name === 'Tessera-Signature');
      const t = Number(header?.example.slice(2, header.example.indexOf(',')));
      expect(header?.example).toBe(signatureHeader(deliveryBody(event), EXAMPLE_WEBHOOK_SECRET, t));
      expect(post.tags).toEqual(['Events']);
    }
    expect(documents.console?.webhooks).toBeUndefined();
    expect(documents.project?.webhooks).toBeUndefined();
  });

  test('only a document with remove calls defines their answer, Deleted', () => {
    expect(Object.keys(documents.admin?.components.schemas ?? {})).toContain('Deleted');
    expect(Object.keys(documents.project?.components.schemas ?? {})).not.toContain('Deleted');
  });

  test('documents are served under the API reference, one per API', () => {
    expect(API_IDS.map((api) => documentPath(api))).toEqual([
      'api/admin/openapi.json',
      'api/console/openapi.json',
      'api/project/openapi.json',
    ]);
    expect(documents.admin?.servers).toEqual([{url: 'https://api.tessera.dev/admin/v1'}]);
  });

  test('a deprecated parameter or field says `deprecated: true`; others say nothing of it', () => {
    const param = {
      name: 'state',
      schema: {type: 'string'},
      description: 'The former name of `status`.',
      example: 'draft',
      required: false,
    } as const;
    expect(parameter({...param, deprecated: true}, 'query')).toMatchObject({deprecated: true});
    expect(parameter(param, 'query')).not.toHaveProperty('deprecated');
    const field = {
      name: 'owner',
      schema: {type: 'ref', object: 'User'},
      description: 'Who owns it.',
      example: null,
    } as const;
    expect(propertySchema({...field, deprecated: true}, false)).toEqual({
      allOf: [{$ref: '#/components/schemas/User'}],
      description: 'Who owns it.',
      deprecated: true,
    });
    expect(propertySchema(field, false)).not.toHaveProperty('deprecated');
  });
});
