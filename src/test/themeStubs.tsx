/**
 * Plain stand-ins for theme components in component tests, which run without Docusaurus: each
 * renders its content in the element a test can query (a block's language, a tab's label).
 * A test installs one with `jest.mock('@theme/X', () => themeStub('X'), {virtual: true})`.
 */
import React, {type ReactNode} from 'react';

function CodeBlock({language, children}: {language?: string; children: string}): ReactNode {
  return <pre data-language={language}>{children}</pre>;
}

function Tabs({children}: {children: ReactNode}): ReactNode {
  return <div role="tablist">{children}</div>;
}

function TabItem({label, children}: {label: string; children: ReactNode}): ReactNode {
  return <section aria-label={label}>{children}</section>;
}

function Details({summary, children}: {summary: ReactNode; children: ReactNode}): ReactNode {
  return (
    <details>
      {summary}
      {children}
    </details>
  );
}

const STUBS = {CodeBlock, Tabs, TabItem, Details};

/** The module `@theme/<name>` as a test sees it. */
export function themeStub(name: keyof typeof STUBS): {__esModule: true; default: unknown} {
  return {__esModule: true, default: STUBS[name]};
}
