/**
 * Wraps the theme's DocItem: on a category's own page (a reference group's index), the docs the
 * category lists, carried by the page's route, are back in the docs version for what the page
 * renders (components/ListedDocs).
 */
import React, {type ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import type {PropVersionDocs} from '@docusaurus/plugin-content-docs';
import ListedDocs from '@site/src/components/ListedDocs';

type Props = WrapperProps<typeof DocItemType> & {
  readonly listedDocs?: PropVersionDocs;
};

export default function DocItemWrapper({listedDocs, ...props}: Props): ReactNode {
  return (
    <ListedDocs docs={listedDocs}>
      <DocItem {...props} />
    </ListedDocs>
  );
}
