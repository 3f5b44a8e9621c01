import React, {type ReactElement, type ReactNode} from 'react';
import {isStaticTree} from './staticTree';

function Link({children}: {children?: ReactNode; href: string}): ReactNode {
  return <a href="/x">{children}</a>;
}
function CopyButton(): ReactNode {
  return <button type="button">Copy</button>;
}
const linksOnly = (element: ReactElement): boolean => element.type === Link;

it('takes text, host elements and the allowed components as static, however deep', () => {
  const tree = (
    <>
      Run <code>courier push</code>, then <strong>see </strong>
      <Link href="/docs/courier">
        the <em>guide</em>
      </Link>
      {null}
      {false}
      {3}
    </>
  );
  expect(isStaticTree(tree, linksOnly)).toBe(true);
  expect(isStaticTree(['a', <br key="b" />], linksOnly)).toBe(true);
  expect(isStaticTree(undefined, linksOnly)).toBe(true);
});

it('takes any other component, at any depth, as interactive', () => {
  expect(
    isStaticTree(
      <li>
        Copy it:{' '}
        <span>
          <CopyButton />
        </span>
      </li>,
      linksOnly,
    ),
  ).toBe(false);
  expect(isStaticTree([<b key="b">x</b>, <CopyButton key="c" />], linksOnly)).toBe(false);
});

it('takes a host element with an event handler as interactive', () => {
  expect(
    isStaticTree(
      <button type="button" onClick={() => undefined}>
        x
      </button>,
      linksOnly,
    ),
  ).toBe(false);
  expect(isStaticTree(<span className="onX">x</span>, linksOnly)).toBe(true);
});

it('lets the test look at the element, so an inline code span can be static and a block not', () => {
  function Code({children}: {children?: ReactNode}): ReactNode {
    return <code>{children}</code>;
  }
  const inlineOnly = (element: ReactElement<{children?: ReactNode}>): boolean =>
    element.type === Code && typeof element.props.children === 'string';
  expect(
    isStaticTree(
      <p>
        <Code>x</Code>
      </p>,
      inlineOnly,
    ),
  ).toBe(true);
  expect(
    isStaticTree(
      <p>
        <Code>{['a', <b key="b">b</b>]}</Code>
      </p>,
      inlineOnly,
    ),
  ).toBe(false);
});
