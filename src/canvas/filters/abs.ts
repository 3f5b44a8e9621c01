import type {FilterDefinition} from '../types';
import {toNumber} from './values';

/** `abs`: the absolute value of a number; null counts as 0, a non-numeric string is an error. */
export const abs: FilterDefinition = {
  name: 'abs',
  create: () => (value) => Math.abs(toNumber(value, 'abs')) + 0,
};
