import type {CanvasEnvironment, FunctionDefinition} from '../types';
import {markup} from './shared';
import {findTemplate, notDefined, templateNames} from './templates';

/**
 * `source(name, ignore_missing)`: the text of a template, not rendered and
 * not escaped (for inline SVG icons or showing a template's code). A missing
 * template raises Twig's "Template … is not defined." unless ignore_missing.
 */
export function templateSource(
  env: CanvasEnvironment,
  name: unknown,
  ignoreMissing?: unknown,
): string {
  const names = templateNames('source', name);
  const found = findTemplate(env, names);
  if (found === undefined) {
    if (ignoreMissing === true) return '';
    throw notDefined(names[0] ?? '');
  }
  return env.templates?.[found] ?? '';
}

export const source: FunctionDefinition = {
  name: 'source',
  create: (env) => (name, ignoreMissing) => markup(templateSource(env, name, ignoreMissing)),
};
