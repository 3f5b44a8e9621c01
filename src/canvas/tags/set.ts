/**
 * The `set` tag with Twig 3's multiple assignment:
 *
 *   {% set first, last = 'Ada', 'Lovelace' %}
 *
 * Twig.js stored the whole list under one odd name. A single assignment and
 * the capturing form (`{% set x %}...{% endset %}`) keep Twig.js' own steps.
 */
import {compileExpression, splitTopLevel, type LogicToken, type TwigCore} from './internals';

export function registerSetTag(Twig: TwigCore): void {
  const type = Twig.logic.type.set ?? '';
  const original = Twig.logic.handler[type];
  if (!original?.compile || !original.parse)
    throw new Error('Twig.js no longer defines the set tag.');
  const {compile: compileOne, parse: parseOne} = original;
  Twig.logic.extend({
    ...original,
    compile(token: LogicToken): LogicToken {
      const [, names = '', values = ''] = token.match ?? [];
      if (!names.includes(',')) return compileOne.call(this, token);
      const keys = names.split(',').map((name) => name.trim());
      const expressions = splitTopLevel(values);
      if (keys.length !== expressions.length) {
        throw new Twig.Error(
          'When using set, you must have the same number of variables and assignments.',
        );
      }
      token.keys = keys;
      token.expressions = expressions.map((expression) =>
        compileExpression(Twig, this, expression),
      );
      delete token.match;
      return token;
    },
    parse(token, context, chain) {
      if (token.keys === undefined) return parseOne.call(this, token, context, chain);
      const keys = token.keys as string[];
      return Twig.async
        .forEach(token.expressions as unknown[], (expression, index) =>
          Twig.expression.parseAsync.call(this, expression, context).then((value) => {
            context[keys[index] ?? ''] = value;
          }),
        )
        .then(() => ({chain, context}));
    },
  });

  const capture = Twig.logic.handler[Twig.logic.type.setcapture ?? ''];
  if (capture?.compile) {
    const compileCapture = capture.compile;
    Twig.logic.extend({
      ...capture,
      compile(token: LogicToken): LogicToken {
        if ((token.match?.[1] ?? '').includes(',')) {
          throw new Twig.Error('When using set with a block, you cannot have a multi-target.');
        }
        return compileCapture.call(this, token);
      },
    });
  }
}
