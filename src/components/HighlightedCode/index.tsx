/**
 * The highlighted lines of a code block: Prism (through prism-react-renderer) and the languages the
 * theme config adds (`prism.additionalLanguages`, registered by the theme's own
 * `prism-include-languages`). Loaded on demand by `theme/CodeBlock/Content`, so that Prism is not in
 * the code every page runs at startup.
 */
import React, {type ReactNode} from 'react';
import {Highlight, Prism} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockLines from './CodeBlockLines';

prismIncludeLanguages(Prism);

export default function HighlightedCode(): ReactNode {
  const {metadata} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  return (
    <Highlight theme={prismTheme} code={metadata.code} language={metadata.language}>
      {({tokens, getLineProps, getTokenProps}) => (
        <CodeBlockLines tokens={tokens} getLineProps={getLineProps} getTokenProps={getTokenProps} />
      )}
    </Highlight>
  );
}
