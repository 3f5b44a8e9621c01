import type {FilterDefinition} from '../types';
import {isEmpty} from './values';

/**
 * `default(value = '')`: the fallback when the value is undefined or empty
 * (null, '', false, an empty list or hash). 0 and '0' are not empty.
 */
export const defaultFilter: FilterDefinition = {
  name: 'default',
  create: () => (value, args) => (isEmpty(value) ? (args.length > 0 ? args[0] : '') : value),
};
