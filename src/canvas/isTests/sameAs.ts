/**
 * PHP's identity (`===`) for Canvas values: scalars must have the same type
 * and value; sequences and mappings (both PHP arrays) are identical when they
 * hold the same keys in the same order with identical values (PHP compares
 * arrays by content, JavaScript by reference); other objects must be the
 * same object. A missing value counts as `null`.
 */
function entries(value: unknown): Array<[string, unknown]> | undefined {
  if (Array.isArray(value))
    return value.map((item, index): [string, unknown] => [String(index), item]);
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    const mapping = value as Record<string, unknown>;
    // Twig.js records the written order of a mapping literal in `_keys`.
    const order = Array.isArray(mapping._keys) ? (mapping._keys as string[]) : Object.keys(mapping);
    return order
      .filter((key) => key !== '_keys' && key in mapping)
      .map((key): [string, unknown] => [key, mapping[key]]);
  }
  return undefined;
}

export function identical(left: unknown, right: unknown): boolean {
  const leftEntries = entries(left);
  const rightEntries = entries(right);
  if (leftEntries || rightEntries) {
    if (!leftEntries || !rightEntries || leftEntries.length !== rightEntries.length) return false;
    return leftEntries.every(([key, item], index) => {
      const other = rightEntries[index];
      return other !== undefined && other[0] === key && identical(item, other[1]);
    });
  }
  return (left ?? null) === (right ?? null);
}
