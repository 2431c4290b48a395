// The bench's one middle value of several runs (page-weight.mjs's loads, lighthouse.mjs's runs).

/** The median of `values`: the middle one, or the mean of the two middle ones of an even count. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
