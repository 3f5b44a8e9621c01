/**
 * Wraps the theme's generated category index: the docs its cards list, carried by the page's
 * route, are back in the docs version for the cards' descriptions (components/ListedDocs).
 */
import React, {type ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import type {PropVersionDocs} from '@docusaurus/plugin-content-docs';
import ListedDocs from '@site/src/components/ListedDocs';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType> & {
  readonly listedDocs?: PropVersionDocs;
};

export default function DocCategoryGeneratedIndexPageWrapper({
  listedDocs,
  ...props
}: Props): ReactNode {
  return (
    <ListedDocs docs={listedDocs}>
      <DocCategoryGeneratedIndexPage {...props} />
    </ListedDocs>
  );
}
