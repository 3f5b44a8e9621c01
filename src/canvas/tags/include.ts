/**
 * The `include` tag accepts every form Twig 3 does. Twig.js' pattern missed
 * `{% include 'file.canvas' only %}` (`only` without `with`); the compile and
 * parse steps stay Twig.js' own.
 */
import type {TwigCore} from './internals';

export const INCLUDE_PATTERN =
  /^include\s+([\s\S]+?)(?:\s+(ignore missing))?(?:\s+with\s+([\s\S]+?))?(?:\s+(only))?$/;

export function registerIncludeTag(Twig: TwigCore): void {
  const original = Twig.logic.handler[Twig.logic.type.include ?? ''];
  if (!original) throw new Error('Twig.js no longer defines the include tag.');
  Twig.logic.extend({...original, regex: INCLUDE_PATTERN});
}
