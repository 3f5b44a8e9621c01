import type {TwigInstance} from 'twig';
import type {TwigCore} from './internals';
import {registerApplyTag} from './apply';
import {registerAutoescapeTag} from './autoescape';
import {registerFormTag} from './form';
import {registerIncludeTag} from './include';
import {registerMacroTags} from './macro';
import {registerOnlyKeepsGlobals} from './only';
import {registerTwigPrecedence} from './operators';
import {registerPhpValues} from './phpValues';
import {registerSetTag} from './set';
import {registerTemplateLookup} from './templates';
import {registerUseTag} from './use';

/**
 * Registers Canvas' own tags (`form`), the Twig 3 tag `autoescape` that
 * Twig.js lacks, and Twig 3 behaviour where Twig.js' built-in tags differ:
 * `apply`, `include`, `only` in `include`/`embed`/`with`, `macro`/`import`/
 * `from`/`_self`, `set`, `use`, missing templates, operator precedence,
 * and the truth and printing of values.
 * Each module says what it changes.
 */
export function registerTags(twig: TwigInstance): void {
  twig.extend((internals: unknown) => {
    const Twig = internals as TwigCore;
    registerPhpValues(Twig);
    registerTwigPrecedence(Twig);
    registerTemplateLookup(Twig);
    registerFormTag(Twig);
    registerAutoescapeTag(Twig);
    registerApplyTag(Twig);
    registerIncludeTag(Twig);
    registerOnlyKeepsGlobals(Twig);
    registerMacroTags(Twig);
    registerSetTag(Twig);
    registerUseTag(Twig);
  });
}
