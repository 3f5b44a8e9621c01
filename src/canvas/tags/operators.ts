/**
 * Operator precedence and associativity as in Twig 3. Twig.js ranked `??`
 * below `or`, gave `~`, `+` and `-` one level (and `**` the level of `*`),
 * and read `**` left to right, so `name ?? 'Guest' ~ '!'`,
 * `'a' ~ 1 + 2` and `2 ** 3 ** 2` meant something else than in Twig.
 *
 * Twig.js ranks with small numbers binding tightest; the table keeps its
 * places for the ternary operator (16) and the comma (18).
 */
import type {TwigCore} from './internals';

type Associativity = 'leftToRight' | 'rightToLeft';

/** Twig 3's order, tightest first (Twig 3 precedence in comments). */
export const OPERATOR_RANKS: Readonly<Record<string, readonly [number, Associativity]>> = {
  '??': [1, 'rightToLeft'], // 300
  '**': [2, 'rightToLeft'], // 200
  '*': [4, 'leftToRight'], // 60
  '/': [4, 'leftToRight'],
  '//': [4, 'leftToRight'],
  '%': [4, 'leftToRight'],
  not: [5, 'rightToLeft'], // 50
  '~': [6, 'leftToRight'], // 40
  '+': [7, 'leftToRight'], // 30
  '-': [7, 'leftToRight'],
  '..': [8, 'leftToRight'], // 25
  '==': [9, 'leftToRight'], // 20
  '!=': [9, 'leftToRight'],
  '<=>': [9, 'leftToRight'],
  '<': [9, 'leftToRight'],
  '>': [9, 'leftToRight'],
  '<=': [9, 'leftToRight'],
  '>=': [9, 'leftToRight'],
  in: [9, 'leftToRight'],
  'not in': [9, 'leftToRight'],
  matches: [9, 'leftToRight'],
  'starts with': [9, 'leftToRight'],
  'ends with': [9, 'leftToRight'],
  'b-and': [10, 'leftToRight'], // 18
  'b-xor': [11, 'leftToRight'], // 17
  'b-or': [12, 'leftToRight'], // 16
  and: [13, 'leftToRight'], // 15
  or: [14, 'leftToRight'], // 10
};

interface OperatorToken {
  precidence?: number;
  associativity?: string;
}

export function registerTwigPrecedence(Twig: TwigCore): void {
  const operator = (
    Twig.expression as unknown as {
      operator: {lookup: (this: void, value: string, token: OperatorToken) => OperatorToken};
    }
  ).operator;
  const lookup = operator.lookup;
  operator.lookup = (value: string, token: OperatorToken): OperatorToken => {
    const result = lookup(value, token);
    const rank = OPERATOR_RANKS[value];
    if (rank) {
      result.precidence = rank[0];
      result.associativity = rank[1];
    }
    return result;
  };
}
