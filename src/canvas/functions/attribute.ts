import type {FunctionDefinition} from '../types';
import {asString, isRecord, valuesOf} from './shared';

/**
 * `attribute(object, name, arguments)`: the item `name` of a mapping or
 * sequence whose name is only known at render time. Falsy values (0, '',
 * false) are returned as they are; a missing item or a value that is neither
 * a mapping nor a sequence gives null. A function item is called with the
 * arguments.
 */
export function attributeOf(object: unknown, name: unknown, args?: unknown): unknown {
  if (object === undefined || object === null) return undefined;
  const key = typeof name === 'number' ? String(name) : asString(name);
  if (key === undefined) return undefined;
  let value: unknown;
  if (Array.isArray(object)) {
    if (!/^\d+$/.test(key)) return undefined;
    value = object[Number(key)];
  } else if (isRecord(object)) {
    if (key === '_keys' || !Object.prototype.hasOwnProperty.call(object, key)) return undefined;
    value = object[key];
  } else {
    return undefined;
  }
  if (typeof value === 'function')
    return (value as (...a: unknown[]) => unknown)(...(valuesOf(args) ?? []));
  return value;
}

export const attribute: FunctionDefinition = {
  name: 'attribute',
  create: () => (object, name, args) => attributeOf(object, name, args),
};
