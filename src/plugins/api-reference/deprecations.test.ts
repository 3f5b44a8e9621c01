import {endpoints, objectsByName, webhookEvents} from '../../data/api';
import type {ApiChange, Release} from '../../data/api/history/types';
import type {Endpoint} from '../../data/api/types';
import {site} from '../../data/site';
import {openApiDocument} from '../openapi/document';
import {parameterPlaces, schemaPlaces, SITE_HISTORY, type ParameterGroupKey} from './deprecations';
import {eventFieldRows} from './eventView';
import {endpointViewOf} from './views';
import {pointerOf} from '../../data/api/history/deprecations';

const documents = {
  admin: openApiDocument('admin', site.url),
  console: openApiDocument('console', site.url),
  project: openApiDocument('project', site.url),
};

function at(document: unknown, place: readonly string[]): unknown {
  return place.reduce<unknown>(
    (node, key) => (node as Record<string, unknown> | undefined)?.[key],
    document,
  );
}

const noHistory = {releases: [], rows: []};

describe('the places of table rows', () => {
  const groups: ParameterGroupKey[] = ['pathParams', 'query', 'body'];
  test.each(groups)('every %s row names its own parameter in the OpenAPI document', (group) => {
    for (const endpoint of endpoints) {
      const places = parameterPlaces(endpoint, group, noHistory);
      endpoint[group].forEach((param, index) => {
        const node = at(documents[endpoint.api], places.placeOf(param, index));
        expect({endpoint: endpoint.id, param: param.name, found: node !== undefined}).toEqual({
          endpoint: endpoint.id,
          param: param.name,
          found: true,
        });
        if (group !== 'body') expect((node as {name: string}).name).toBe(param.name);
      });
    }
  });

  test('every response field names its property in the object schema', () => {
    for (const endpoint of endpoints) {
      if (endpoint.response.kind === 'empty') continue;
      const object = objectsByName[endpoint.response.object];
      const places = schemaPlaces(endpoint.api, object.name, noHistory);
      object.fields.forEach((field, index) =>
        expect(at(documents[endpoint.api], places.placeOf(field, index))).toBeDefined(),
      );
    }
  });
});

describe('a deprecated parameter in the view', () => {
  const base = endpoints.find((e) => e.pathParams.length > 0 && e.query.length > 0) ?? endpoints[0];
  const endpoint: Endpoint = {
    ...base!,
    query: base!.query.map((param, index) => (index === 0 ? {...param, deprecated: true} : param)),
  };
  const place = ['paths', endpoint.path, endpoint.method.toLowerCase(), 'parameters'];
  const pointer = pointerOf([...place, String(endpoint.pathParams.length)]);
  const release: Release = {
    date: '2026-05-05',
    api: endpoint.api,
    entry: 'planted',
    edits: [{op: 'deprecate', at: pointer, note: 'A planted deprecation.'}],
  };
  const row = {
    id: 'planted-row',
    date: '2026-05-05',
    api: endpoint.api,
    kind: 'deprecated',
    note: 'A planted deprecation.',
  } as ApiChange;

  test('its row carries the date of the release that deprecates it, and the link to its change', () => {
    const view = endpointViewOf(endpoint, {releases: [release], rows: [row]});
    const query = view.parameterGroups.find((group) => group.id === 'query-parameters');
    expect(query?.rows[0]?.deprecated).toEqual({
      date: '2026-05-05',
      shownDate: 'May 5, 2026',
      href: '/api/changes#planted-row',
    });
    // Only the flagged parameter: the others, and the path parameters, are not marked.
    const marked = view.parameterGroups.flatMap((group) => group.rows).filter((r) => r.deprecated);
    expect(marked).toHaveLength(1);
  });

  test('a flag the history does not date fails the build, naming the place to record', () => {
    expect(() => endpointViewOf(endpoint, noHistory)).toThrow(
      `${pointer} of the ${endpoint.api} API is marked deprecated in the model, but no release in src/data/api/history/releases.ts deprecates it`,
    );
  });

  test('every parameter or field the real model flags is dated by the real history', () => {
    expect(() => endpoints.forEach((e) => endpointViewOf(e, SITE_HISTORY))).not.toThrow();
    expect(() =>
      webhookEvents.forEach((event) => eventFieldRows(event, SITE_HISTORY)),
    ).not.toThrow();
  });
});
