/** `@docusaurus/Link` in component tests: a plain anchor to its `to`, with the other props it was given. */
import React, {type AnchorHTMLAttributes, type ReactNode} from 'react';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly to: string;
  readonly children?: ReactNode;
}

export default function Link({to, children, ...rest}: LinkProps): React.JSX.Element {
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- this is the stand-in for Link itself
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
