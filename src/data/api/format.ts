/** How the model reads in tables: type labels and parameter rows, nested fields flattened. */
import type {DeprecationNote} from './history/deprecations';
import type {Field, Json, Param, Schema} from './types';

/** A row of a parameter or field table. */
export interface ParamRow {
  /** Dotted for nested fields: "image.url", "fields[].name". */
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly description: string;
  /** 0 for a top-level parameter, 1 for a field of it, and so on. */
  readonly depth: number;
  /** Present when the parameter or field is deprecated: since when, linking to its change. */
  readonly deprecated?: DeprecationNote;
}

/**
 * Where a table's items sit in the API's OpenAPI document, so that a deprecated one finds its
 * date in the history: the place of each top-level item (JSON pointer segments), and the lookup.
 */
export interface RowPlaces {
  readonly placeOf: (item: Field | Param, index: number) => readonly string[];
  /** Throws when the history does not record the deprecation of that place. */
  readonly deprecation: (place: readonly string[]) => DeprecationNote;
}

/** A short type name for a table: "string", "timestamp", "ID (`prj_`)", "array of strings". */
export function typeLabel(schema: Schema, nullable = false): string {
  const base = baseTypeLabel(schema);
  return nullable ? `${base} or null` : base;
}

function baseTypeLabel(schema: Schema): string {
  switch (schema.type) {
    case 'string':
      if (schema.prefix) return `ID (${schema.prefix})`;
      switch (schema.format) {
        case 'date-time':
          return 'timestamp';
        case 'uri':
          return 'URL';
        case 'email':
          return 'email';
        case 'hostname':
          return 'hostname';
        default:
          return 'string';
      }
    case 'integer':
      return 'integer';
    case 'boolean':
      return 'boolean';
    case 'object':
    case 'map':
      return 'object';
    case 'ref':
      return `${schema.object} object`;
    case 'array': {
      const item = baseTypeLabel(schema.items);
      const plural = item.endsWith(')') ? item.replace(/^ID/, 'IDs') : `${item}s`;
      return `array of ${schema.items.type === 'ref' ? `${schema.items.object} objects` : plural}`;
    }
  }
}

/** Inline JSON for a table cell: "`draft`", "`301`", "`null`". */
export function codeValue(value: Json): string {
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

/** The description, with the allowed values and the default spelled out. */
export function fullDescription(item: {
  schema: Schema;
  description: string;
  default?: Json;
}): string {
  const parts = [item.description];
  const {schema} = item;
  const allowed =
    schema.type === 'string' || schema.type === 'integer'
      ? schema.enum
      : schema.type === 'array' && schema.items.type === 'string'
        ? schema.items.enum
        : undefined;
  if (allowed && !allowed.every((value) => item.description.includes(`\`${value}\``))) {
    parts.push(`One of ${allowed.map((value) => codeValue(value)).join(', ')}.`);
  }
  if (
    schema.type === 'integer' &&
    schema.minimum !== undefined &&
    schema.maximum !== undefined &&
    !item.description.includes(String(schema.maximum))
  ) {
    parts.push(`From ${schema.minimum} to ${schema.maximum}.`);
  }
  if (schema.type === 'string' && schema.maxLength !== undefined)
    parts.push(`At most ${schema.maxLength} characters.`);
  if (
    schema.type === 'array' &&
    schema.maxItems !== undefined &&
    !item.description.includes(String(schema.maxItems))
  ) {
    parts.push(`At most ${schema.maxItems} items.`);
  }
  if (item.default !== undefined && !/Default/.test(item.description))
    parts.push(`Default: ${codeValue(item.default)}.`);
  return parts.join(' ');
}

/** The fields nested in a schema, how their names join, and where their schemas sit in it. */
function nestedFields(
  schema: Schema,
): {fields: readonly Field[]; suffix: string; under: readonly string[]} | undefined {
  if (schema.type === 'object') return {fields: schema.fields, suffix: '.', under: ['properties']};
  if (schema.type === 'array' && schema.items.type === 'object')
    return {fields: schema.items.fields, suffix: '[].', under: ['items', 'properties']};
  return undefined;
}

function rowsOf(
  name: string,
  item: Field | Param,
  required: boolean,
  depth: number,
  place: readonly string[] | undefined,
  places: RowPlaces | undefined,
): ParamRow[] {
  const deprecated = item.deprecated && place && places ? places.deprecation(place) : undefined;
  const rows: ParamRow[] = [
    {
      name,
      type: typeLabel(item.schema, item.nullable),
      required,
      description: fullDescription(item),
      depth,
      ...(deprecated ? {deprecated} : {}),
    },
  ];
  const nested = nestedFields(item.schema);
  if (nested) {
    for (const field of nested.fields)
      rows.push(
        ...rowsOf(
          `${name}${nested.suffix}${field.name}`,
          field,
          !field.optional,
          depth + 1,
          place && [...place, ...nested.under, field.name],
          places,
        ),
      );
  }
  return rows;
}

/** Table rows of parameters, with the fields of object parameters after their parent. */
export function paramRows(params: readonly Param[], places?: RowPlaces): ParamRow[] {
  return params.flatMap((param, index) =>
    rowsOf(param.name, param, param.required, 0, places?.placeOf(param, index), places),
  );
}

/** Table rows of an object's fields, for the response. */
export function fieldRows(fields: readonly Field[], places?: RowPlaces): ParamRow[] {
  return fields.flatMap((field, index) =>
    rowsOf(field.name, field, true, 0, places?.placeOf(field, index), places),
  );
}
