import type {CanvasEnvironment} from '../types';
import {asString, valuesOf, type TwigState, type TwigTemplate} from './shared';

/** The error Twig 3 raises for a template name it cannot find. */
export function notDefined(name: string): Error {
  return new Error(`Template "${name}" is not defined.`);
}

/** The names to try: one name, or the first that exists of a list. */
export function templateNames(fn: string, value: unknown): string[] {
  const single = asString(value);
  const names =
    single !== undefined ? [single] : (valuesOf(value) ?? []).map((item) => asString(item));
  if (names.length === 0 || names.some((name) => name === undefined || name.trim() === '')) {
    throw new Error(
      `${fn}(): the template must be a path such as 'partials/header.canvas', or a list of paths, got ${JSON.stringify(value ?? null)}.`,
    );
  }
  return (names as string[]).map((name) => name.trim());
}

/** The first of the names that is one of the project's templates, or undefined. */
export function findTemplate(env: CanvasEnvironment, names: readonly string[]): string | undefined {
  const templates = env.templates ?? {};
  return names.find((name) => Object.prototype.hasOwnProperty.call(templates, name));
}

/** The compiled template of a name that exists (see findTemplate). */
export function loadTemplate(state: TwigState | undefined, name: string): TwigTemplate {
  if (!state?.template)
    throw new Error(`Template "${name}" can only be loaded while a template renders.`);
  return state.template.importFile(name);
}
