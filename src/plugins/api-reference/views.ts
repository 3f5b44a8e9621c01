/**
 * The API model resolved into what each component shows, at build time. The
 * remark plugin beside this file writes a component's view into the page that
 * uses it, so a page carries only its own endpoint and never the model.
 */
import {
  apis,
  API_HOST,
  errorCatalogue,
  errorsByApi,
  findEndpoint,
  getEndpoint,
  objectsByName,
  references,
  referencesById,
  type ApiId,
  type Endpoint,
  type Reference,
  type ReferenceId,
} from '../../data/api';
import {catalogueError} from '../../data/api/errors';
import {responseExample, statusLine, successStatus} from '../../data/api/examples';
import {fieldRows, paramRows} from '../../data/api/format';
import {exampleSamples} from './exampleSamples';
import {parameterPlaces, schemaPlaces, SITE_HISTORY, type History} from './deprecations';
import {tryItView} from './tryItView';
import type {
  AccountCardView,
  EndpointLink,
  EndpointView,
  ErrorRow,
  ReferenceCardView,
  ResourceRowView,
  ResponseView,
  Section,
} from '../../lib/apiViews/types';

/** The table-of-contents entry shape Docusaurus reads from an MDX `toc` export. */
export interface TocItem {
  readonly value: string;
  readonly id: string;
  readonly level: number;
}

export const PARAMETER_GROUPS = [
  {key: 'pathParams', id: 'path-parameters', title: 'Path parameters'},
  {key: 'query', id: 'query-parameters', title: 'Query parameters'},
  {key: 'body', id: 'body-parameters', title: 'Body parameters'},
] as const;

/** The sections of an endpoint page, in order: its headings and its table of contents. */
export function endpointSections(endpoint: Endpoint): Section[] {
  const sections: Section[] = [
    {id: 'authentication', title: 'Authentication', level: 2},
    {id: 'parameters', title: 'Parameters', level: 2},
  ];
  for (const group of PARAMETER_GROUPS) {
    if (endpoint[group.key].length > 0) sections.push({id: group.id, title: group.title, level: 3});
  }
  sections.push(
    {id: 'example-request', title: 'Example request', level: 2},
    {id: 'example-response', title: 'Example response', level: 2},
    {id: 'errors', title: 'Errors', level: 2},
  );
  if (endpoint.related.length > 0) sections.push({id: 'related', title: 'Related', level: 2});
  return sections;
}

export function endpointToc(id: string): TocItem[] {
  return endpointSections(getEndpoint(id)).map(({id: anchor, title, level}) => ({
    value: title,
    id: anchor,
    level,
  }));
}

/** Where each API's credentials are explained. */
export function authenticationRoute(endpoint: Endpoint): string {
  return endpoint.api === 'project'
    ? '/api/project#authentication'
    : `/api/${endpoint.api}/authentication`;
}

function linkOf(endpoint: Endpoint, withPath = false): EndpointLink {
  return {
    method: endpoint.method,
    route: endpoint.route,
    summary: endpoint.summary,
    ...(withPath ? {fullPath: endpoint.fullPath} : {}),
  };
}

function responseView(endpoint: Endpoint, history: History): ResponseView {
  const {response} = endpoint;
  const status = statusLine(successStatus(endpoint));
  const json = responseExample(endpoint);
  if (response.kind === 'empty' || json === undefined) return {status, kind: 'empty'};
  const object = objectsByName[response.object];
  return {
    status,
    kind: response.kind,
    json,
    object: {
      singular: object.singular,
      plural: object.plural,
      description: object.description,
      fields:
        response.kind === 'deleted'
          ? []
          : fieldRows(object.fields, schemaPlaces(endpoint.api, object.name, history)),
    },
  };
}

const errorRow = ({status, code, meaning}: ErrorRow): ErrorRow => ({status, code, meaning});

export function endpointView(id: string): EndpointView {
  return endpointViewOf(getEndpoint(id), SITE_HISTORY);
}

/** An endpoint's view, with its deprecated parameters and fields dated from the given history. */
export function endpointViewOf(endpoint: Endpoint, history: History): EndpointView {
  const {credential} = apis[endpoint.api];
  return {
    id: endpoint.id,
    summary: endpoint.summary,
    access: endpoint.access,
    credential: {name: credential.name, prefix: credential.prefix},
    authenticationRoute: authenticationRoute(endpoint),
    agencyHeader: endpoint.reference === 'console',
    sections: endpointSections(endpoint),
    parameterGroups: PARAMETER_GROUPS.filter((group) => endpoint[group.key].length > 0).map(
      (group) => ({
        id: group.id,
        title: group.title,
        caption: `${group.title} of ${endpoint.summary}`,
        rows: paramRows(endpoint[group.key], parameterPlaces(endpoint, group.key, history)),
      }),
    ),
    samples: exampleSamples(endpoint),
    response: responseView(endpoint, history),
    errors: endpoint.errors.map(errorRow),
    related: endpoint.related.flatMap((relatedId) => {
      const other = findEndpoint(relatedId);
      return other ? [linkOf(other, true)] : [];
    }),
    tryIt: tryItView(endpoint),
  };
}

const REFERENCE_IDS: ReadonlySet<ReferenceId> = new Set(['console', 'admin', 'project']);

const endpointsOf = (reference: Reference): Endpoint[] =>
  reference.resources.flatMap((resource) => resource.endpoints);

export function referenceCardsView(): ReferenceCardView[] {
  return references
    .filter((reference) => REFERENCE_IDS.has(reference.id))
    .map((reference) => {
      const api = apis[reference.api];
      return {
        id: reference.id,
        title: reference.title,
        summary: reference.summary,
        route: reference.route,
        baseUrl: `${API_HOST}${api.basePath}`,
        credential: {name: api.credential.name, prefix: api.credential.prefix},
        endpointCount: endpointsOf(reference).length,
        resourceCount: reference.resources.length,
      };
    });
}

export function accountCardsView(): AccountCardView[] {
  return references
    .filter((reference) => !REFERENCE_IDS.has(reference.id))
    .map((reference) => ({
      id: reference.id,
      title: reference.title,
      summary: reference.summary,
      endpoints: endpointsOf(reference).map((endpoint) => linkOf(endpoint)),
    }));
}

export function resourceRowsView(referenceId: ReferenceId): {
  title: string;
  resources: ResourceRowView[];
} {
  const reference = referencesById[referenceId];
  return {
    title: reference.title,
    resources: reference.resources.map((resource) => ({
      label: resource.label,
      endpoints: resource.endpoints.map((endpoint) => linkOf(endpoint)),
    })),
  };
}

/** The error codes an API returns (every API when `api` is left out). */
export function errorCodesView(api?: ApiId): ErrorRow[] {
  const codes = api
    ? errorsByApi[api]
    : (Object.keys(errorCatalogue) as (keyof typeof errorCatalogue)[]);
  return codes.map((code) => errorRow(catalogueError(code)));
}

/** The titles the reference sidebars show at their top, by sidebar name. */
export function referenceTitles(): Record<string, string> {
  return Object.fromEntries(
    references
      .filter((reference) => REFERENCE_IDS.has(reference.id))
      .map((reference) => [reference.sidebar, reference.title]),
  );
}
