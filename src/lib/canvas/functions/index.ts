import type {FunctionDefinition} from '../types';

/** The platform's functions, and Twig built-ins whose Canvas behaviour differs from Twig.js. */
export const functions: readonly FunctionDefinition[] = [];
