/**
 * A code block's lines through the theme's `CodeBlock/Line`, from tokens and prism-react-renderer's
 * prop getters: the highlighter's (`HighlightedCode`) or the plain ones shown until it has loaded
 * (`lib/plainCodeLines`), each line's tokens compacted (`lib/compactCodeLine`). Line classes and
 * numbering come from the block's metadata.
 */
import React, {type ReactNode} from 'react';
import type {Token} from 'prism-react-renderer';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line, {type Props as LineProps} from '@theme/CodeBlock/Line';
import {compactCodeLine} from '@site/src/lib/compactCodeLine';

type Props = Pick<LineProps, 'getLineProps' | 'getTokenProps'> & {readonly tokens: Token[][]};

export default function CodeBlockLines({tokens, getLineProps, getTokenProps}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  return tokens.map((line, i) => (
    <Line
      key={i}
      line={compactCodeLine(line)}
      getLineProps={getLineProps}
      getTokenProps={getTokenProps}
      classNames={metadata.lineClassNames[i]}
      showLineNumbers={metadata.lineNumbersStart !== undefined}
    />
  ));
}
