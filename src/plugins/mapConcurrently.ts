/**
 * Maps items with an async function, `limit` at a time, and gives the results in the items' order.
 * A build step that reads and writes a file per page waits on the disk as long as it computes;
 * with a few pages in flight, one page's reads and writes overlap another's work.
 */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  map: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await map(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
  return results;
}
