/**
 * A tag's page (/guides/tags/forms), the guides blog instance's tag component:
 * the guide list with the tag chosen, as cards. The stock tag page renders every
 * tagged guide in full; the route gets the guides' card data instead
 * (src/plugins/guide-list).
 */
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/BlogTagsPostsPage';
import GuideList, {type GuideListProps} from './index';
import {tagKey} from './guideOrder';

export interface GuideTagPageProps {
  readonly tag: Props['tag'];
  readonly metadata: GuideListProps['metadata'];
  readonly guides: GuideListProps['guides'];
}

export default function GuideTagPage({tag, metadata, guides}: GuideTagPageProps): ReactNode {
  return (
    <GuideList
      metadata={metadata}
      guides={guides}
      tag={{key: tagKey(tag.permalink), label: tag.label, description: tag.description}}
    />
  );
}
