/**
 * The `autoescape` tag, which Twig.js lacks:
 *
 *   {% autoescape %}...{% endautoescape %}          escapes for HTML (the default)
 *   {% autoescape 'js' %}...{% endautoescape %}     escapes for another context
 *   {% autoescape false %}...{% endautoescape %}    prints values as they are
 *
 * As in Twig 3 the strategy must be a literal string or `false`, and it applies
 * to the expressions written inside the tag, not to templates it includes.
 */
import type {LogicToken, TwigCore} from './internals';

export const ESCAPING_STRATEGIES: readonly string[] = ['html', 'js', 'css', 'url', 'html_attr'];

/** Reads the tag's argument: nothing, a quoted strategy name, or `false`. */
export function parseStrategy(argument: string | undefined): string | false {
  const source = (argument ?? '').trim();
  if (source === '') return 'html';
  if (source === 'false') return false;
  const quoted = /^(['"])([a-z_]+)\1$/.exec(source);
  if (!quoted) throw new Error('An escaping strategy must be a string or false.');
  const strategy = quoted[2] ?? '';
  if (!ESCAPING_STRATEGIES.includes(strategy)) {
    throw new Error(`Invalid escaping strategy "${strategy}" (valid ones: ${ESCAPING_STRATEGIES.join(', ')}).`);
  }
  return strategy;
}

export function registerAutoescapeTag(Twig: TwigCore): void {
  Twig.logic.extend({
    type: 'canvas.autoescape',
    regex: /^autoescape(?:\s+([\s\S]+))?$/,
    next: ['canvas.endautoescape'],
    open: true,
    compile(token: LogicToken): LogicToken {
      try {
        token.strategy = parseStrategy(token.match?.[1]);
      } catch (error) {
        throw new Twig.Error((error as Error).message);
      }
      delete token.match;
      return token;
    },
    parse(token, context, chain) {
      const options = this.template.options;
      const outer = options.autoescape;
      options.autoescape = token.strategy as string | false;
      const restore = (): void => {
        options.autoescape = outer;
      };
      return this.parseAsync(token.output, context).then(
        (body) => {
          restore();
          // The body is escaped already (or deliberately not): the enclosing output must not escape it again.
          return {chain, output: Twig.Markup(String(body ?? ''))};
        },
        (error) => {
          restore();
          throw error;
        },
      );
    },
  });
  Twig.logic.extend({type: 'canvas.endautoescape', regex: /^endautoescape$/, next: [], open: false});
}
