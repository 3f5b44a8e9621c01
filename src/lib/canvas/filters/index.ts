import type {FilterDefinition} from '../types';

/** The platform's filters, and Twig built-ins whose Canvas behaviour differs from Twig.js. */
export const filters: readonly FilterDefinition[] = [];
