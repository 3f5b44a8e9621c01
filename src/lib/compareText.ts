/**
 * Orders short English texts (titles, tag labels, ISO dates) ignoring case, then by code unit, for
 * sorts that run while a page hydrates: `localeCompare` would start the browser's collator there,
 * which costs a phone tens of milliseconds, for an order these texts do not need.
 */
export function compareText(a: string, b: string): number {
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
