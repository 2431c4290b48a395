// How often one page's runs come out above the bare host's, pair by pair. A page's phone TBT moves
// 0-150 ms between runs of the same build, so the ratio of two medians of five can land on either
// side of 1.2 × by chance; this reads the runs themselves.

/**
 * The share of (run, baseline run) pairs in which the run is higher, a tie counting half: 0.5 when
 * the two sets of runs are alike, 1 when every run is above every baseline run, 0 when below.
 * (The Mann-Whitney U statistic divided by the number of pairs.)
 */
export function shareAbove(values, baseline) {
  if (values.length === 0 || baseline.length === 0) return NaN;
  let above = 0;
  for (const value of values) {
    for (const base of baseline) above += value > base ? 1 : value === base ? 0.5 : 0;
  }
  return above / (values.length * baseline.length);
}
