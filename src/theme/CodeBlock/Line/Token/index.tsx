/**
 * Wraps the theme's code token so that plain text is a text node, not an element: its colour is
 * the line's, and a third of a block's tokens are plain (lib/compactCodeLine). Every other token
 * renders as the theme renders it.
 */
import React, {type ReactNode} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type {WrapperProps} from '@docusaurus/types';
import {isPlainToken} from '@site/src/lib/compactCodeLine';

type Props = WrapperProps<typeof TokenType>;

export default function TokenWrapper(props: Props): ReactNode {
  if (isPlainToken(props.token)) return <>{props.children}</>;
  return <Token {...props} />;
}
