/**
 * Code split into lines of one plain token each, shaped as prism-react-renderer's tokens are, so
 * the theme's `CodeBlock/Line` can render a block before the highlighter has loaded. Line breaks
 * follow the highlighter's (`\r\n`, `\r` or `\n`); an empty line is one empty token, as there.
 */
import clsx from 'clsx';
import type {
  LineInputProps,
  LineOutputProps,
  TokenInputProps,
  Token,
  TokenOutputProps,
} from 'prism-react-renderer';

export function plainCodeLines(code: string): Token[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) =>
      content === ''
        ? [{types: ['plain'], content: '\n', empty: true}]
        : [{types: ['plain'], content}],
    );
}

/** prism-react-renderer's `getLineProps` for plain lines: the line class, no theme lookup. */
export function plainLineProps({className, line: _line, ...rest}: LineInputProps): LineOutputProps {
  return {...rest, className: clsx('token-line', className)};
}

/** prism-react-renderer's `getTokenProps` for plain tokens: an empty line keeps its height. */
export function plainTokenProps({token, className, ...rest}: TokenInputProps): TokenOutputProps {
  return {
    ...rest,
    className: clsx('token', ...token.types, className),
    children: token.content,
    style: token.empty ? {display: 'inline-block'} : undefined,
  };
}
