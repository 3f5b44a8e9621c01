/**
 * Arrow functions (`v => v.price < 20`, `(carry, v) => carry + v`), the Twig 3
 * syntax that the `filter`, `map`, `reduce` and `sort` filters take. Twig.js
 * (3.0.0 too) cannot parse them, so this adds an expression token to a Twig.js
 * instance: an arrow may start a filter's or function's argument, and its
 * body runs in the enclosing template context plus its own parameters. The
 * arrow's value is a JavaScript function that returns the body's value.
 */
import type {TwigInstance} from 'twig';
import type {
  Context,
  ExpressionDefinition,
  ExpressionStack,
  ParseState,
  TwigCore,
} from '../tags/internals';

const ARROW_TYPE = 'Twig.expression.type.canvasArrow';

const HEAD = /^(?:([A-Za-z_]\w*)|\(\s*((?:[A-Za-z_]\w*\s*(?:,\s*[A-Za-z_]\w*\s*)*)?)\))\s*=>/;

/** Where the body of an arrow that starts at `start` ends: at a `,` or closing bracket outside brackets and strings. */
export function arrowBodyEnd(expression: string, start: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let i = start; i < expression.length; i += 1) {
    const character = expression[i];
    if (quote !== undefined) {
      if (character === '\\') i += 1;
      else if (character === quote) quote = undefined;
      continue;
    }
    if (character === '"' || character === "'") quote = character;
    else if (character === '(' || character === '[' || character === '{') depth += 1;
    else if (character === ')' || character === ']' || character === '}') {
      if (depth === 0) return i;
      depth -= 1;
    } else if (character === ',' && depth === 0) return i;
  }
  return expression.length;
}

/** Splits an arrow function at the start of `expression` into its parameters and body, or undefined. */
export function matchArrow(
  expression: string,
): {text: string; params: string[]; body: string} | undefined {
  const head = HEAD.exec(expression);
  if (!head) return undefined;
  const end = arrowBodyEnd(expression, head[0].length);
  const body = expression.slice(head[0].length, end).trim();
  if (body === '') throw new Error(`The arrow function "${head[0]}" has no body.`);
  const params =
    head[1] !== undefined
      ? [head[1]]
      : (head[2] ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '');
  return {text: expression.slice(0, end), params, body};
}

/**
 * A stand-in for a regular expression: Twig.js's tokenizer calls
 * `expression.replace(regex, callback)`, and `String.prototype.replace` hands
 * the work to `[Symbol.replace]`, which here can balance brackets.
 */
const arrowMatcher = {
  [Symbol.replace](expression: string, replacer: (...args: unknown[]) => string): string {
    const arrow = matchArrow(expression);
    if (!arrow) return expression;
    const replacement = replacer(arrow.text, arrow.params.join(','), arrow.body, 0, expression);
    return replacement + expression.slice(arrow.text.length);
  },
};

/** An arrow token after compilation: its parameter names and its body's compiled expression stack. */
interface ArrowToken {
  type?: string;
  match?: [string, string, string];
  value?: unknown;
  params?: string[];
  body?: ExpressionStack;
  [key: string]: unknown;
}

/** Teaches one Twig.js instance (from `Twig.factory()`) to parse arrow functions. */
export function registerArrowFunctions(twig: TwigInstance): void {
  twig.extend((internals) => {
    const Twig = internals as TwigCore;
    const expression = Twig.expression;
    if (expression.handler[ARROW_TYPE]) return;
    const definition: ExpressionDefinition = {
      type: ARROW_TYPE,
      regex: arrowMatcher,
      next: expression.set.operations,
      compile(token: ArrowToken, _stack: unknown[], output: unknown[]) {
        const [, params, body] = token.match ?? ['', '', ''];
        token.params = params === '' ? [] : params.split(',');
        token.body = expression.compile({type: expression.type.expression, value: body}).stack;
        delete token.match;
        delete token.value;
        output.push(token);
      },
      parse(this: ParseState, token: ArrowToken, stack: unknown[], context: Context) {
        const params = token.params ?? [];
        const body = token.body ?? [];
        stack.push((...args: unknown[]) => {
          const scope: Context = {...context};
          params.forEach((name, index) => {
            scope[name] = args[index];
          });
          // The body runs when the filter calls the arrow, in this template's parse state.
          return expression.parse.call(this, body, scope, false, false);
        });
      },
    };
    // The tokenizer tries handlers in insertion order; an arrow must win over a variable or "(".
    const handlers = Object.entries(expression.handler);
    for (const [type] of handlers) delete expression.handler[type];
    expression.handler[ARROW_TYPE] = definition;
    for (const [type, handler] of handlers) expression.handler[type] = handler;
    // An arrow can start an argument: right after "(" or ",".
    for (const type of [expression.type.parameter.start, expression.type.comma]) {
      const next = expression.handler[type]?.next as string[] | undefined;
      if (next && !next.includes(ARROW_TYPE)) next.push(ARROW_TYPE);
    }
  });
}

/** Checks that a filter's argument is an arrow function (or another callable value). */
export function expectArrow(filter: string, value: unknown): (...args: unknown[]) => unknown {
  if (typeof value !== 'function') {
    throw new Error(
      `The "${filter}" filter expects an arrow function such as "v => v", got ${value === undefined ? 'nothing' : typeof value}.`,
    );
  }
  return value as (...args: unknown[]) => unknown;
}
