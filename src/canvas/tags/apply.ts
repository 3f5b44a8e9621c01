/**
 * The `apply` tag with Twig 3's escaping: the body renders (escaped as usual),
 * the filters receive it as a string, and the result is escaped again unless
 * the last filter returns safe markup (`raw`, `escape`, `nl2br`, ...).
 * Twig.js passes its internal markup object (a `String` object) to the
 * filters; its own `striptags` then prints "Object".
 */
import {plainText} from '../filters/values';
import {compileExpression, type LogicToken, type TwigCore} from './internals';

export function registerApplyTag(Twig: TwigCore): void {
  const original = Twig.logic.handler[Twig.logic.type.apply ?? ''];
  if (!original) throw new Error('Twig.js no longer defines the apply tag.');
  Twig.logic.extend({
    ...original,
    compile(token: LogicToken): LogicToken {
      token.stack = compileExpression(Twig, this, `|${(token.match?.[1] ?? '').trim()}`);
      delete token.match;
      return token;
    },
    parse(token, context, chain) {
      return this.parseAsync(token.output, context)
        .then((body) =>
          Twig.expression.parseAsync.call(
            this,
            [
              {type: Twig.expression.type.string, value: plainText(body ?? '')},
              ...(token.stack as unknown[]),
            ],
            context,
          ),
        )
        .then((output) => ({chain, output}));
    },
  });
}
