/**
 * The records uploaded to the hosted provider, from the embedded index's
 * files (one per docs version, or one). A page outside the versioned docs is
 * in every shard: it is uploaded once, carrying every version, so that a
 * facet filter on any one version keeps it. Records of versioned docs carry
 * their own version. With one version nothing is filtered and nothing is added.
 */
import type {SearchRecord} from '../src/lib/search/types';

export function providerRecords(shards: readonly (readonly SearchRecord[])[]): SearchRecord[] {
  const versions = [
    ...new Set(
      shards.flatMap((records) =>
        records.flatMap((record) => (typeof record.version === 'string' ? [record.version] : [])),
      ),
    ),
  ].sort();
  const byId = new Map<string, SearchRecord>();
  for (const records of shards) {
    for (const record of records) {
      if (byId.has(record.objectID)) continue;
      byId.set(
        record.objectID,
        record.version === undefined && versions.length > 1
          ? {...record, version: versions}
          : record,
      );
    }
  }
  return [...byId.values()];
}
