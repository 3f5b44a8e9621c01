/**
 * The page component of the docs instance (its `docItemComponent`): the theme's DocItem with the
 * Canvas examples' "Try it" in the MDX scope (components/CanvasExample/mdxScope), so its code is
 * in this route component's chunk, shared by every docs page, and not on the API reference's or
 * the changelog's pages.
 */
import React, {type ReactNode} from 'react';
import {MDXProvider} from '@mdx-js/react';
import DocItem from '@theme/DocItem';
import type {Props} from '@theme/DocItem';
import {canvasExampleScope} from '@site/src/components/CanvasExample/mdxScope';

export default function DocsDocItem(props: Props): ReactNode {
  return (
    <MDXProvider components={canvasExampleScope}>
      <DocItem {...props} />
    </MDXProvider>
  );
}
