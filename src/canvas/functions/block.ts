import type {CanvasEnvironment, FunctionDefinition} from '../types';
import type {TwigBlock, TwigState} from './shared';
import {findTemplate, loadTemplate, notDefined, templateNames} from './templates';

const BLOCK = 'Twig.logic.type.block';

/**
 * Renders a block as the `block` tag does, with the block on the nesting
 * stack so that `parent()` inside it knows which block it is in.
 */
function renderBlock(state: TwigState, block: TwigBlock | undefined, name: string): unknown {
  if (!block) return undefined;
  const stack = state.nestingStack;
  stack?.unshift({type: BLOCK, blockName: name});
  let result: unknown;
  try {
    result = block.render(state, state.context);
  } catch (error) {
    stack?.shift();
    throw error;
  }
  const pending = result as {then?: (done: (value: unknown) => unknown) => unknown} | undefined;
  if (typeof pending?.then === 'function') {
    return pending.then((value) => {
      stack?.shift();
      return value;
    });
  }
  stack?.shift();
  return result;
}

/**
 * `block(name, template)`: renders a block again. Without a template, a block
 * of the current template (or of the one it extends); with one, that
 * template's block. An undefined block gives nothing, so
 * `block('sidebar') is defined` can test for it.
 */
export function createBlock(env: CanvasEnvironment) {
  return function (this: TwigState | undefined, name: unknown, template?: unknown): unknown {
    if (typeof name !== 'string' || name.trim() === '') {
      throw new Error(
        `block(): the block name must be a string such as 'content', got ${JSON.stringify(name ?? null)}.`,
      );
    }
    if (!this) return undefined;
    if (template === undefined || template === null) {
      return renderBlock(this, this.getBlock(name), name);
    }
    const names = templateNames('block', template);
    const found = findTemplate(env, names);
    if (found === undefined) throw notDefined(names[0] ?? '');
    const other = loadTemplate(this, found);
    // Twig.js learns a template's blocks while rendering it.
    if (other.getBlock(name) === undefined) other.render({...this.context}, {isInclude: true});
    return renderBlock(this, other.getBlock(name), name);
  };
}

export const block: FunctionDefinition = {
  name: 'block',
  create: (env) => createBlock(env),
};
