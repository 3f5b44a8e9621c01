import type {FunctionDefinition} from '../types';
import {
  asString,
  isRecord,
  markup,
  oneOf,
  plainRecord,
  readOptions,
  renderAttributes,
  text,
} from './shared';

export const AGENT_DISPLAYS = ['bubble', 'inline'] as const;
export const AGENT_THEMES = ['auto', 'light', 'dark'] as const;

/**
 * `agent(key, {display, greeting, placeholder, theme, class, context})`: the
 * `<tessera-agent>` element of an AI component. The agent itself (its
 * instructions and knowledge) lives in Console → AI → Agents under the key.
 */
export function agentElement(key: unknown, rawOptions?: unknown): string {
  const name = asString(key)?.trim();
  if (!name) {
    throw new Error(
      `agent(): the first argument must be the agent's key from Console → AI → Agents, such as 'support', got ${JSON.stringify(key ?? null)}.`,
    );
  }
  const options = readOptions('agent', rawOptions, [
    'display',
    'greeting',
    'placeholder',
    'theme',
    'class',
    'context',
  ]);
  let context: string | undefined;
  if (options.context !== undefined && options.context !== null) {
    if (!isRecord(options.context))
      throw new Error('agent(): context must be a hash, such as { product: product.slug }.');
    context = JSON.stringify(plainRecord(options.context));
  }
  return renderAttributes([
    ['agent', name],
    ['display', oneOf('agent', 'display', options.display, AGENT_DISPLAYS, 'bubble')],
    ['theme', oneOf('agent', 'theme', options.theme, AGENT_THEMES, 'auto')],
    ['greeting', text('agent', 'greeting', options.greeting)],
    ['placeholder', text('agent', 'placeholder', options.placeholder)],
    ['class', text('agent', 'class', options.class)],
    ['context', context],
  ]);
}

export const agent: FunctionDefinition = {
  name: 'agent',
  create: () => (key, options) =>
    markup(`<tessera-agent${agentElement(key, options)}></tessera-agent>`),
};
