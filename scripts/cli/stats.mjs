/** The figures the benchmarks and scripts print, computed and formatted one way. */

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The nearest-rank percentile: the smallest value at least `share` (0 to 1) of the values reach; NaN for none. */
export function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank] ?? NaN;
}

/** Milliseconds: with `digits` decimals, else one below 10 ms and none above; 'n/a' for no figure. */
export function ms(value, digits) {
  if (!Number.isFinite(value)) return 'n/a';
  return `${value.toFixed(digits ?? (value < 10 ? 1 : 0))} ms`;
}

/** Bytes as kilobytes, one decimal unless told. */
export function kb(bytes, digits = 1) {
  return `${(bytes / 1024).toFixed(digits)} KB`;
}

/** A share (0 to 1) as a whole percentage. */
export function pct(share) {
  return `${(share * 100).toFixed(0)}%`;
}
