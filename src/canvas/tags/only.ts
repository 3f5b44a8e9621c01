/**
 * `only` keeps the global variables, as in Twig 3:
 *
 *   {% include 'partials/footer.canvas' only %}
 *   {% embed 'partials/card.canvas' with {title: 'Hours'} only %}...{% endembed %}
 *   {% with {title: 'Hours'} only %}...{% endwith %}
 *
 * Twig.js started these from an empty context, which dropped `request`,
 * `route` and `settings` as well. Here the `with` mapping and the template
 * name are evaluated in the current context first, and the isolated context
 * starts from the global variables. Everything else stays Twig.js' own.
 */
import {
  pickGlobals,
  type Context,
  type LogicDefinition,
  type LogicToken,
  type TwigCore,
} from './internals';

export function registerOnlyKeepsGlobals(Twig: TwigCore): void {
  const literal = (value: unknown): unknown[] => [{type: Twig.expression.type.string, value}];

  const wrap = (key: string, evaluatesTemplate: boolean): void => {
    const original: LogicDefinition | undefined = Twig.logic.handler[Twig.logic.type[key] ?? ''];
    const parse = original?.parse;
    if (!original || !parse) throw new Error(`Twig.js no longer defines the ${key} tag.`);
    Twig.logic.extend({
      ...original,
      parse(token, context, chain) {
        if (!token.only) return parse.call(this, token, context, chain);
        const withValues =
          token.withStack === undefined
            ? Twig.Promise.resolve<unknown>({})
            : Twig.expression.parseAsync.call(this, token.withStack, context);
        return withValues.then((values) => {
          const isolated: Context = {...pickGlobals(context), ...((values ?? {}) as Context)};
          const run = (template?: unknown) => {
            const rewritten: LogicToken = {...token, withStack: literal(isolated)};
            if (evaluatesTemplate) rewritten.stack = literal(template);
            return parse.call(this, rewritten, context, chain);
          };
          return evaluatesTemplate
            ? Twig.expression.parseAsync.call(this, token.stack, context).then(run)
            : run();
        });
      },
    });
  };

  wrap('include', true);
  wrap('embed', true);
  wrap('with', false);
}
