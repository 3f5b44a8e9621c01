/**
 * The API changes page: adds `/api/changes` (src/components/ApiChanges), whose only data is its
 * rows, and after the build writes its RSS and Atom feeds beside it. The rows come from the
 * generated history (src/data/api/history), so the build runs no diff.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {findEndpoint} from '../../data/api';
import {apiChanges} from '../../data/api/history';
import {CHANGES_ROUTE, changeRowView, type ChangeRowView} from '../../data/api/history/notes';
import {changesFeed, FEED_FILES} from './feed';

export function changeRowViews(): ChangeRowView[] {
  return apiChanges.map((row) => changeRowView(row, (id) => findEndpoint(id)?.route));
}

export default function apiChangesPlugin(context: LoadContext): Plugin {
  const siteUrl = `${context.siteConfig.url}${context.baseUrl.replace(/\/$/, '')}`;
  return {
    name: 'api-changes',
    contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl.replace(/\/$/, '')}${CHANGES_ROUTE}`,
        component: '@site/src/components/ApiChanges',
        exact: true,
        props: {changes: changeRowViews()},
      });
    },
    async postBuild({outDir}) {
      const dir = join(outDir, ...CHANGES_ROUTE.split('/').filter(Boolean));
      await mkdir(dir, {recursive: true});
      const feed = changesFeed(changeRowViews(), siteUrl);
      await Promise.all([
        writeFile(join(dir, FEED_FILES.rss), feed.rss2()),
        writeFile(join(dir, FEED_FILES.atom), feed.atom1()),
      ]);
    },
  };
}
