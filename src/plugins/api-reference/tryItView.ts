/**
 * What Try it needs of an endpoint, resolved at build time: its method and path, a field per
 * path, query and body parameter (typed, marked required, prefilled from the documented example),
 * the servers it can be sent to and the documented errors.
 *
 * The live API is listed but not sent to: the site calls no backend of the product (SPEC), so a
 * request to api.tessera.dev is made from the reader's own code (the samples), and Try it sends to
 * the mock that `npm run mock` serves on the reader's machine.
 */
import {apis, API_HOST, mockOrigin} from '../../data/api/apis';
import {scalarText} from '../../data/api/examples';
import {typeLabel} from '../../data/api/format';
import {exampleOf, objectsByName} from '../../data/api/objects';
import {keyPlaceholder} from '../../lib/apiSamples';
import type {Endpoint, Json, Param} from '../../data/api/types';
import type {FieldInput, TryItField, TryItView} from '../../lib/apiExplorer/types';

function inputOf(param: Param): Pick<TryItField, 'input' | 'choices'> {
  const {schema} = param;
  if (schema.type === 'string' && schema.enum) return {input: 'choice', choices: schema.enum};
  // A number from a list is still sent as a number.
  if (schema.type === 'integer' && schema.enum)
    return {input: 'integer', choices: schema.enum.map(String)};
  const inputs: Partial<Record<typeof schema.type, FieldInput>> = {
    string: 'text',
    integer: 'integer',
    boolean: 'boolean',
  };
  return {input: inputs[schema.type] ?? 'json'};
}

/** The example as typed into the form: text as it is, anything else as (pretty) JSON. */
function typedExample(param: Param, example: Json | undefined, input: FieldInput): string {
  if (example === undefined || example === null) return '';
  if (input === 'json') return JSON.stringify(example, null, 2);
  return scalarText(example);
}

function fieldsOf(endpoint: Endpoint): TryItField[] {
  const field = (location: TryItField['in'], param: Param, example: Json | undefined) => {
    const {input, choices} = inputOf(param);
    return {
      in: location,
      name: param.name,
      type: typeLabel(param.schema, param.nullable),
      input,
      required: param.required,
      example: typedExample(param, example, input),
      ...(choices ? {choices} : {}),
    };
  };
  const body = endpoint.example.body ?? {};
  return [
    ...endpoint.pathParams.map((param) => field('path', param, param.example)),
    ...endpoint.query.map((param) => field('query', param, endpoint.example.query[param.name])),
    ...endpoint.body.map((param) => field('body', param, body[param.name])),
  ];
}

export function tryItView(endpoint: Endpoint): TryItView {
  const api = apis[endpoint.api];
  const mock = mockOrigin(api);
  return {
    api: api.id,
    method: endpoint.method,
    path: endpoint.fullPath,
    servers: [
      {label: `Local mock (${mock.replace(/^https?:\/\//, '')})`, url: mock, sendable: true},
      {label: `Live API (${API_HOST.replace(/^https:\/\//, '')})`, url: API_HOST, sendable: false},
    ],
    keyPrefix: api.credential.prefix,
    keyName: api.credential.name,
    fields: fieldsOf(endpoint),
    emptyResponse: endpoint.response.kind === 'empty',
    errors: endpoint.errors.map(({status, code, meaning}) => ({status, code, meaning})),
    placeholders: {
      key: keyPlaceholder(api.credential.prefix),
      projectId: scalarText(exampleOf(objectsByName.Project).id ?? null),
    },
  };
}
