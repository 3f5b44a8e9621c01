/**
 * The `autoescape` tag, which Twig.js lacks:
 *
 *   {% autoescape %}...{% endautoescape %}          escapes for HTML (the default)
 *   {% autoescape 'js' %}...{% endautoescape %}     escapes for another context
 *   {% autoescape false %}...{% endautoescape %}    prints values as they are
 *
 * As in Twig 3 the strategy must be a literal string or `false`, and it is
 * lexical: it applies to the `{{ }}` expressions written between the tags
 * (nested tags and blocks included), not to templates they include. Each of
 * those expressions gets a final internal filter that escapes its value with
 * the strategy, unless the value is already safe for it, and marks the result
 * safe so that the template's HTML escaping leaves it alone.
 */
import {plainText} from '../filters/values';
import {compileExpression, type LogicToken, type TwigCore} from './internals';
import {printable} from './phpValues';

export const ESCAPING_STRATEGIES: readonly string[] = ['html', 'js', 'css', 'url', 'html_attr'];

/** The internal filter added to expressions inside the tag. */
export const AUTOESCAPE_FILTER = '_canvas_autoescape';

const AUTOESCAPE_TYPE = 'canvas.autoescape';
const OUTPUT_TYPES = new Set([
  'output',
  'output_whitespace_pre',
  'output_whitespace_post',
  'output_whitespace_both',
]);

/** Reads the tag's argument: nothing, a quoted strategy name, or `false`. */
export function parseStrategy(argument: string | undefined): string | false {
  const source = (argument ?? '').trim();
  if (source === '') return 'html';
  if (source === 'false') return false;
  const quoted = /^(['"])([a-z_]+)\1$/.exec(source);
  if (!quoted) throw new Error('An escaping strategy must be a string or false.');
  const strategy = quoted[2] ?? '';
  if (!ESCAPING_STRATEGIES.includes(strategy)) {
    throw new Error(
      `Invalid escaping strategy "${strategy}" (valid ones: ${ESCAPING_STRATEGIES.join(', ')}).`,
    );
  }
  return strategy;
}

interface CompiledToken {
  type?: string;
  stack?: unknown[];
  token?: LogicToken;
}

export function registerAutoescapeTag(Twig: TwigCore): void {
  Twig.filter.extend(AUTOESCAPE_FILTER, (value: unknown, params?: unknown[]) => {
    const strategy = params?.[0] as string | false;
    const shown = printable(value);
    if (shown === undefined || shown === null) return Twig.Markup('');
    const marked = (shown as {twigMarkup?: unknown}).twigMarkup;
    if (strategy === false || marked === true || marked === strategy)
      return Twig.Markup(plainText(shown));
    const escaped = Twig.filters.escape?.(shown, [strategy]);
    return Twig.Markup(plainText(escaped ?? ''));
  });

  /** Adds the escaping filter to every `{{ }}` written in the body, once; nested autoescape tags do their own. */
  const addEscaping = (tokens: readonly CompiledToken[] | undefined, filter: unknown[]): void => {
    for (const token of tokens ?? []) {
      if (token.type !== undefined && OUTPUT_TYPES.has(token.type) && Array.isArray(token.stack)) {
        token.stack.push(...filter);
      } else if (token.token && token.token.type !== AUTOESCAPE_TYPE) {
        addEscaping(token.token.output as CompiledToken[] | undefined, filter);
      }
    }
  };

  Twig.logic.extend({
    type: AUTOESCAPE_TYPE,
    regex: /^autoescape(?:\s+([\s\S]+))?$/,
    next: ['canvas.endautoescape'],
    open: true,
    compile(token: LogicToken): LogicToken {
      let strategy: string | false;
      try {
        strategy = parseStrategy(token.match?.[1]);
      } catch (error) {
        throw new Twig.Error((error as Error).message);
      }
      token.escapeFilter = compileExpression(
        Twig,
        this,
        `|${AUTOESCAPE_FILTER}(${strategy === false ? 'false' : `'${strategy}'`})`,
      );
      delete token.match;
      return token;
    },
    parse(token, context, chain) {
      if (!token.prepared) {
        addEscaping(token.output as CompiledToken[], token.escapeFilter as unknown[]);
        token.prepared = true;
      }
      return this.parseAsync(token.output, context).then((body) => ({chain, output: body}));
    },
  });
  Twig.logic.extend({
    type: 'canvas.endautoescape',
    regex: /^endautoescape$/,
    next: [],
    open: false,
  });
}
