/**
 * The page component of the API reference's docs instance (its
 * `docItemComponent`): the theme's DocItem, with the model-fed components in
 * the MDX scope. Pages write `<Endpoint id="..." />` without importing it, so
 * the components' code lives once, in this route component's chunk shared by
 * every API page, instead of being copied into each page's own chunk. Their
 * data reaches them as props written into the page at build time.
 */
import React, {type ReactNode} from 'react';
import {MDXProvider} from '@mdx-js/react';
import DocItem from '@theme/DocItem';
import type {Props} from '@theme/DocItem';
import Endpoint from '@site/src/components/ApiEndpoint';
import {ApiAccountCards, ApiReferenceCards} from '@site/src/components/ApiOverview';
import {ApiErrorTable, ApiResourceTable} from '@site/src/components/ApiReferenceTables';

/** The names pages use; each must match a resolver in src/plugins/api-reference/remarkModelProps. */
export const apiComponents = {
  Endpoint,
  ApiReferenceCards,
  ApiAccountCards,
  ApiResourceTable,
  ApiErrorTable,
};

export default function ApiDocItem(props: Props): ReactNode {
  return (
    <MDXProvider components={apiComponents}>
      <DocItem {...props} />
    </MDXProvider>
  );
}
