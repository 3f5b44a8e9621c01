import type {FunctionDefinition} from '../types';
import {extreme} from './compare';

/** `min(values)` or `min(a, b, ...)`: the smallest value, compared as in Twig 3 (PHP 8 rules). */
export const min: FunctionDefinition = {
  name: 'min',
  create:
    () =>
    (...args) =>
      extreme('min', args, -1),
};
