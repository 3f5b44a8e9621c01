import type {TwigInstance} from 'twig';

/** Registers Canvas' own tags (such as `form`) on a Twig.js instance. */
export function registerTags(_twig: TwigInstance): void {}
