/**
 * Content that never changes after load, kept as the server rendered it instead of hydrated: on
 * the page the reader opened, the element is hydrated with empty `dangerouslySetInnerHTML`, which
 * React leaves as it is, so its children cost no React tree (the way code blocks keep their
 * highlighted lines). Rendered in full on the server and after a client-side navigation. The links
 * inside still navigate in place and load their page on intent (`useClientLinks`).
 */
import React, {type ComponentType, type HTMLAttributes, type ReactNode} from 'react';
import useKeepsServerMarkup from '@site/src/hooks/useKeepsServerMarkup';
import {isStaticTree, type StaticComponentTest} from '@site/src/lib/staticTree';
import useClientLinks from './useClientLinks';

const KEPT = {__html: ''};

interface HostProps {
  readonly children?: ReactNode;
}

/** The props that keep an element's server children, with one listener for their links. */
function useKeptProps(keeps: boolean): object | null {
  const links = useClientLinks();
  return keeps ? {...links, dangerouslySetInnerHTML: KEPT, suppressHydrationWarning: true} : null;
}

/** A host element whose children are static: always kept while the page hydrates. */
export default function KeptMarkup({
  as: Tag = 'div',
  children,
  ...props
}: HTMLAttributes<HTMLElement> & {
  readonly as?: 'div' | 'table' | 'section' | 'ol' | 'ul' | 'p';
}): ReactNode {
  const kept = useKeptProps(useKeepsServerMarkup());
  return kept ? <Tag {...props} {...kept} /> : <Tag {...props}>{children}</Tag>;
}

/**
 * An MDX element (one that spreads its props onto its host element, as `p`, `ul` or a table does)
 * kept while the page hydrates when everything inside it is static, and rendered as usual when
 * something inside may react (a code block, tabs, "Try it").
 */
export function keptWhenStatic<P extends HostProps>(
  Element: ComponentType<P> | 'p' | 'ol' | 'blockquote',
  isStaticComponent: StaticComponentTest,
): ComponentType<P> {
  function KeptWhenStatic(props: P): ReactNode {
    const keeps = useKeepsServerMarkup();
    const kept = useKeptProps(keeps && isStaticTree(props.children, isStaticComponent));
    const Host = Element as ComponentType<P>;
    if (!kept) return <Host {...props} />;
    const {children: _kept, ...rest} = props;
    return <Host {...(rest as P)} {...kept} />;
  }
  return KeptWhenStatic;
}
