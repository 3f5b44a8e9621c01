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
import Line from '@theme/CodeBlock/Line';

prismIncludeLanguages(Prism);

export default function HighlightedCode(): ReactNode {
  const {metadata} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({tokens, getLineProps, getTokenProps}) =>
        tokens.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))
      }
    </Highlight>
  );
}
