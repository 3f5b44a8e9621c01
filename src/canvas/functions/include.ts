import type {CanvasEnvironment, FunctionDefinition} from '../types';
import {plainText} from '../filters/values';
import {isRecord, markup, plainRecord, type TwigState} from './shared';
import {findTemplate, loadTemplate, notDefined, templateNames} from './templates';

/**
 * `include(template, variables, with_context, ignore_missing)`: renders
 * another template and returns its output, like the `include` tag but usable
 * in expressions (`{% set footer = include('partials/footer.canvas') %}`).
 */
export function createInclude(env: CanvasEnvironment) {
  return function (
    this: TwigState | undefined,
    template: unknown,
    variables?: unknown,
    withContext?: unknown,
    ignoreMissing?: unknown,
    sandboxed?: unknown,
  ): unknown {
    if (sandboxed === true)
      throw new Error('include(): Canvas has no sandbox; leave out the sandboxed argument.');
    const names = templateNames('include', template);
    const found = findTemplate(env, names);
    if (found === undefined) {
      if (ignoreMissing === true) return '';
      throw notDefined(names[0] ?? '');
    }
    if (variables !== undefined && variables !== null && !isRecord(variables)) {
      throw new Error('include(): the variables must be a hash, such as { title: post.title }.');
    }
    const context = withContext === false ? {} : plainRecord(this?.context);
    const output = loadTemplate(this, found).render(
      {...context, ...plainRecord(variables)},
      {isInclude: true},
    );
    return markup(plainText(output ?? ''));
  };
}

export const include: FunctionDefinition = {
  name: 'include',
  create: (env) => createInclude(env),
};
