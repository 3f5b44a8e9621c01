/**
 * A code block's lines through the theme's `CodeBlock/Line`, from tokens and prism-react-renderer's
 * prop getters: the highlighter's (`HighlightedCode`) or the plain ones shown until it has loaded
 * (`lib/plainCodeLines`). Line classes and numbering come from the block's metadata.
 */
import React, {type ReactNode} from 'react';
import type {Token} from 'prism-react-renderer';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line, {type Props as LineProps} from '@theme/CodeBlock/Line';

type Props = Pick<LineProps, 'getLineProps' | 'getTokenProps'> & {readonly tokens: Token[][]};

export default function CodeBlockLines({tokens, getLineProps, getTokenProps}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  return tokens.map((line, i) => (
    <Line
      key={i}
      line={line}
      getLineProps={getLineProps}
      getTokenProps={getTokenProps}
      classNames={metadata.lineClassNames[i]}
      showLineNumbers={metadata.lineNumbersStart !== undefined}
    />
  ));
}
