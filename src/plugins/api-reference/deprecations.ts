/**
 * Where the rows of an endpoint's or event's tables sit in its API's OpenAPI document (as
 * src/plugins/openapi writes it), so that a parameter or field the model marks deprecated gets
 * its date from the history's `deprecate` edit at that place. A flag with no such edit fails the
 * build, naming the place to record.
 */
import {apiChanges} from '../../data/api/history';
import {deprecationAt, pointerOf} from '../../data/api/history/deprecations';
import {releases} from '../../data/api/history/releases';
import type {ApiChange, Release} from '../../data/api/history/types';
import type {RowPlaces} from '../../data/api/format';
import type {ApiId, Endpoint} from '../../data/api/types';

/** The recorded releases and the rows generated from them. */
export interface History {
  readonly releases: readonly Release[];
  readonly rows: readonly ApiChange[];
}

export const SITE_HISTORY: History = {releases, rows: apiChanges};

function lookup(api: ApiId, history: History): RowPlaces['deprecation'] {
  return (place) => {
    const note = deprecationAt(api, place, history.releases, history.rows);
    if (note) return note;
    throw new Error(
      `${pointerOf(place)} of the ${api} API is marked deprecated in the model, but no release in src/data/api/history/releases.ts deprecates it: add a \`deprecate\` edit at that place, with its changelog entry, then run \`npm run api:changes\`.`,
    );
  };
}

export type ParameterGroupKey = 'pathParams' | 'query' | 'body';

/** The places of one parameter group: path and query parameters in one list, body ones as properties. */
export function parameterPlaces(
  endpoint: Endpoint,
  group: ParameterGroupKey,
  history: History,
): RowPlaces {
  const operation = ['paths', endpoint.path, endpoint.method.toLowerCase()];
  const offset = group === 'query' ? endpoint.pathParams.length : 0;
  return {
    placeOf: (item, index) =>
      group === 'body'
        ? [
            ...operation,
            'requestBody',
            'content',
            'application/json',
            'schema',
            'properties',
            item.name,
          ]
        : [...operation, 'parameters', String(offset + index)],
    deprecation: lookup(endpoint.api, history),
  };
}

/** The places of the fields of a schema in the document's components: an object's, an event's. */
export function schemaPlaces(api: ApiId, schema: string, history: History): RowPlaces {
  return {
    placeOf: (item) => ['components', 'schemas', schema, 'properties', item.name],
    deprecation: lookup(api, history),
  };
}
