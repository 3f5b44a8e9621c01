import type {FilterDefinition} from '../types';
import {toText} from './values';

/** `upper`: the text in uppercase (all scripts, not only ASCII; "ß" becomes "SS"); null gives ''. */
export const upper: FilterDefinition = {
  name: 'upper',
  create: () => (value) => toText(value, 'upper').toUpperCase(),
};
