/**
 * Wraps the theme's BlogPostItem/Header/Info (a post's date and reading time) in kept server
 * markup: formatting them in the browser would start the phone's first Intl.DateTimeFormat and
 * Intl.PluralRules while the page hydrates, for text that never changes.
 */
import React, {type ReactNode} from 'react';
import Info from '@theme-original/BlogPostItem/Header/Info';
import type InfoType from '@theme/BlogPostItem/Header/Info';
import type {WrapperProps} from '@docusaurus/types';
import KeptMarkup from '@site/src/components/KeptMarkup';

type Props = WrapperProps<typeof InfoType>;

export default function InfoWrapper(props: Props): ReactNode {
  return (
    <KeptMarkup>
      <Info {...props} />
    </KeptMarkup>
  );
}
