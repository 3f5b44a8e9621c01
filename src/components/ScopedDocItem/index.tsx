/**
 * A docs instance's page component (its `docItemComponent`): the theme's DocItem with a section's
 * own MDX components in scope, so that their code lives once, in the route component's chunk every
 * page of the section shares, and not in the theme's registry every page loads. Pages use them
 * without importing them.
 */
import React, {type ReactNode} from 'react';
import {MDXProvider} from '@mdx-js/react';
import DocItem from '@theme/DocItem';
import type {Props} from '@theme/DocItem';

type Components = Parameters<typeof MDXProvider>[0]['components'];

export function scopedDocItem(components: Components): (props: Props) => ReactNode {
  return function ScopedDocItem(props: Props): ReactNode {
    return (
      <MDXProvider components={components}>
        <DocItem {...props} />
      </MDXProvider>
    );
  };
}
