import type {FilterDefinition} from '../types';
import {toText} from './values';

/** `lower`: the text in lowercase (all scripts, not only ASCII); null gives ''. */
export const lower: FilterDefinition = {
  name: 'lower',
  create: () => (value) => toText(value, 'lower').toLowerCase(),
};
