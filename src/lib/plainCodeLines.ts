/**
 * Code split into lines of one plain token each, shaped as prism-react-renderer's tokens are, so
 * the theme's `CodeBlock/Line` can render a block before the highlighter has loaded. Line breaks
 * follow the highlighter's (`\r\n`, `\r` or `\n`); an empty line is one empty token, as there.
 */
export interface PlainToken {
  readonly types: string[];
  readonly content: string;
  readonly empty?: boolean;
}

export function plainCodeLines(code: string): PlainToken[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) =>
      content === ''
        ? [{types: ['plain'], content: '\n', empty: true}]
        : [{types: ['plain'], content}],
    );
}
