import type {FunctionDefinition} from '../types';
import {extreme} from './compare';

/** `max(values)` or `max(a, b, ...)`: the largest value, compared as in Twig 3 (PHP 8 rules). */
export const max: FunctionDefinition = {
  name: 'max',
  create:
    () =>
    (...args) =>
      extreme('max', args, 1),
};
