/**
 * Whether a React tree is static: once the server has rendered it, nothing in it reacts to the
 * reader, so the browser may keep the server's markup instead of hydrating it (see
 * components/KeptMarkup). Host elements are static unless they carry an event handler; a component
 * is static only when `isStaticComponent` says so (an inline code span, a link, a list item),
 * since anything else (a code block's copy button, tabs, "Try it") may hold state.
 */
import {Fragment, isValidElement, type ReactElement, type ReactNode} from 'react';

export type StaticComponentTest = (element: ReactElement<{children?: ReactNode}>) => boolean;

function hasEventHandler(props: object): boolean {
  return Object.entries(props).some(
    ([name, value]) => /^on[A-Z]/.test(name) && typeof value === 'function',
  );
}

export function isStaticTree(node: ReactNode, isStaticComponent: StaticComponentTest): boolean {
  if (node === null || node === undefined || typeof node !== 'object') return true;
  if (Array.isArray(node))
    return (node as readonly ReactNode[]).every((child) => isStaticTree(child, isStaticComponent));
  if (!isValidElement<{children?: ReactNode}>(node)) return false;
  const {type, props} = node;
  const staticSelf =
    type === Fragment ||
    (typeof type === 'string' ? !hasEventHandler(props) : isStaticComponent(node));
  return staticSelf && isStaticTree(props.children, isStaticComponent);
}
