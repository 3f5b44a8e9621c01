/**
 * Replaces the theme's CodeBlock/Content so that Prism is not part of the startup code. The server
 * renders the highlighted lines in place. In the browser:
 * - on the page the reader opened, the server's highlighted lines are kept as they are: the code
 *   element is hydrated with empty `dangerouslySetInnerHTML`, which React leaves untouched, so the
 *   highlighter never loads for it;
 * - on a page reached by a client-side navigation, the lines show as plain text (the same lines,
 *   so nothing moves) until the highlighter has loaded, then highlighted.
 */
import React, {Suspense, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock/Content';
import HighlightedCode from '@site/src/components/HighlightedCode/onDemand';
import CodeBlockLines from '@site/src/components/HighlightedCode/CodeBlockLines';
import {codeLinesSource, type CodeLinesSource} from '@site/src/lib/codeLinesSource';
import {plainCodeLines, plainLineProps, plainTokenProps} from '@site/src/lib/plainCodeLines';
import styles from './styles.module.css';

function PlainCode({code}: {code: string}): ReactNode {
  return (
    <CodeBlockLines
      tokens={plainCodeLines(code)}
      getLineProps={plainLineProps}
      getTokenProps={plainTokenProps}
    />
  );
}

/** The `<code>` element of the block, with its lines as their source gives them. */
function Lines({
  source,
  code,
  codeProps,
}: {
  source: CodeLinesSource;
  code: string;
  codeProps: ComponentProps<'code'>;
}): ReactNode {
  switch (source) {
    case 'kept':
      return (
        <code {...codeProps} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
      );
    case 'server':
      // No Suspense boundary on the server: React would stream a large one out of place, with an
      // inline script, and the hydrated tree would not match.
      return (
        <code {...codeProps}>
          <HighlightedCode />
        </code>
      );
    case 'on-demand':
      return (
        <Suspense
          fallback={
            <code {...codeProps}>
              <PlainCode code={code} />
            </code>
          }>
          <code {...codeProps}>
            <HighlightedCode />
          </code>
        </Suspense>
      );
  }
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const prismTheme = usePrismTheme();
  const isBrowser = useIsBrowser();
  // Decided once, at the block's first render (see lib/codeLinesSource.ts); the server's lines are
  // kept only while the code is still the code they show (a sample filled with the reader's values
  // is not).
  const [first] = useState(() => ({
    source: codeLinesSource({canUseDOM: ExecutionEnvironment.canUseDOM, hydrated: isBrowser}),
    code: metadata.code,
  }));
  const source =
    first.source === 'kept' && metadata.code !== first.code ? 'on-demand' : first.source;
  const {language, lineNumbersStart} = metadata;
  const codeProps = {
    className: clsx(
      styles.codeBlockLines,
      lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
    ),
    style: {
      counterReset:
        lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`,
    },
  };
  return (
    <pre
      ref={codeBlockRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard scrolls a wide block sideways, as in the theme
      tabIndex={0}
      className={clsx(
        className,
        `prism-code language-${language.toLowerCase()}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}
      style={prismTheme.plain}>
      <Lines source={source} code={metadata.code} codeProps={codeProps} />
    </pre>
  );
}
