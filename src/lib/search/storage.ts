/**
 * Whether DocSearch may keep recent and favorite searches in localStorage.
 * DocSearch writes without catching errors and parses without checking, so a
 * full, disabled or corrupt storage would break the overlay. This check runs
 * before the overlay opens: it drops entries that are not valid JSON lists and
 * says "no" when storage cannot be read or written, in which case the overlay
 * opens without personalization (recent searches just are not kept).
 */

/** DocSearch's storage keys for an index. */
export function personalizationKeys(indexName: string): string[] {
  return [
    `__DOCSEARCH_RECENT_SEARCHES__${indexName}`,
    `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`,
  ];
}

const PROBE_KEY = '__tessera_search_probe__';
/** About the size of a full list of recent searches: if this does not fit, saving one would throw. */
const PROBE_SIZE = 8 * 1024;

export function canKeepSearchHistory(
  getStorage: () => Storage | null | undefined,
  indexName: string,
): boolean {
  let storage: Storage | null | undefined;
  try {
    storage = getStorage();
  } catch {
    return false;
  }
  if (!storage) return false;
  try {
    for (const key of personalizationKeys(indexName)) {
      const value = storage.getItem(key);
      if (value === null) continue;
      let valid = false;
      try {
        valid = Array.isArray(JSON.parse(value));
      } catch {
        valid = false;
      }
      if (!valid) storage.removeItem(key);
    }
    storage.setItem(PROBE_KEY, 'x'.repeat(PROBE_SIZE));
    storage.removeItem(PROBE_KEY);
    return true;
  } catch {
    try {
      storage.removeItem(PROBE_KEY);
    } catch {
      // Storage is unusable; nothing to clean.
    }
    return false;
  }
}
