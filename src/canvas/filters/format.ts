import type {FilterDefinition} from '../types';
import {sprintf} from './sprintf';
import {toText} from './values';

/** `format(...values)`: the string with its %s, %d, %.2f ... placeholders filled in, as PHP's sprintf does. */
export const format: FilterDefinition = {
  name: 'format',
  create: () => (value, args) => sprintf(toText(value, 'format'), args),
};
