/**
 * The docs plugin's global data, which every page loads, without its list of every doc while the
 * instance has one version. The theme reads that list to send a reader to the same doc in another
 * version (the version menu, the banner of an older version) and to resolve navbar items that name
 * a doc by id; the site has no such item, and no menu or banner until a version is cut, when the
 * list stays whole. Kept otherwise, it is a file every page downloads that grows with the docs.
 * The main doc stays: the theme's version items link to it.
 */
import type {GlobalPluginData, GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {relianceError} from '../../lib/relianceGuard';

function isGlobalData(data: unknown): data is GlobalPluginData {
  const versions = (data as Partial<GlobalPluginData> | null)?.versions;
  return (
    Array.isArray(versions) &&
    versions.length > 0 &&
    versions.every((version: Partial<GlobalVersion>) => Array.isArray(version.docs))
  );
}

/** `data` as the plugin sets it, with only the main doc of a lone version. */
export function leanGlobalData(data: unknown): GlobalPluginData {
  if (!isGlobalData(data))
    throw relianceError({
      reliance: 'Docs global data',
      expected: 'global data whose versions each hold a docs list',
      found: data,
      file: 'src/plugins/docs-instance/globalData.ts',
    });
  if (data.versions.length > 1) return data;
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.filter((doc) => doc.id === version.mainDocId),
    })),
  };
}
