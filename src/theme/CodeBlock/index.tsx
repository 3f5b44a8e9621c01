/**
 * Replaces the theme's CodeBlock without its remount after hydration. The theme renders every
 * block a second time once in the browser because its Prism colours are inline styles of one
 * colour mode; here they come from a stylesheet (plugins/prism-loading/codeThemeCss.ts), the markup is the same in
 * both modes, and the server's highlighted lines can stay (see CodeBlock/Content).
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** The children as one string when they are only strings, so the block can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
