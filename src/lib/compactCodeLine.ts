/**
 * A highlighted line with fewer tokens and the same text: Prism splits `{{` into two punctuation
 * tokens and leaves empty plain ones at a line's ends, and each token becomes an element. Empty
 * tokens go, and neighbours of the same kind become one token. An empty line is one token of its
 * own (prism-react-renderer's `normalizeTokens` marks it `empty`, content "\n"), so it is left as
 * the theme's `CodeBlock/Line` expects it; a line of nothing but empty tokens is kept as it came.
 */
import type {Token} from 'prism-react-renderer';

const sameKind = (a: Token, b: Token): boolean =>
  a.types.length === b.types.length && a.types.every((type, index) => type === b.types[index]);

export function compactCodeLine(line: readonly Token[]): Token[] {
  const compact: Token[] = [];
  for (const token of line) {
    if (token.content === '') continue;
    const last = compact[compact.length - 1];
    if (last && sameKind(last, token))
      compact[compact.length - 1] = {...last, content: last.content + token.content};
    else compact.push(token);
  }
  return compact.length > 0 ? compact : [...line];
}

/** A token of no kind but plain: its colour is the line's, so it needs no element of its own. */
export const isPlainToken = (token: Token): boolean =>
  token.types.length === 1 && token.types[0] === 'plain' && !token.empty;
