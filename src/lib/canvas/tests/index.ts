import type {TestDefinition} from '../types';

/** The platform's tests, and Twig built-ins whose Canvas behaviour differs from Twig.js. */
export const tests: readonly TestDefinition[] = [];
