// One Lighthouse profile's figure from its runs (lighthouse.mjs scores them, pages.mjs pools the bare
// host's runs from before and after the pages).
import { median } from './median.mjs';

/**
 * The median of each timing and of the score separately (a page's phone TBT moves 0-150 ms between
 * runs on a quiet machine and 100-1,000 on a slow one, and the run with the median score need not
 * have the median TBT), the audits of the median-score run, and every run so the table can show how
 * far they spread. `benchmarkIndex` is Lighthouse's measure of this machine's CPU in those runs:
 * its simulation multiplies each observed task by 4 whatever the machine, so a run on a slower
 * machine counts more of a page's tasks as blocking, and figures compare by it, not across it.
 */
export function summarizeRuns(samples) {
  const byScore = [...samples].sort((a, b) => a.score - b.score)[Math.floor(samples.length / 2)];
  const middle = (key) => median(samples.map((s) => s[key]));
  return {
    ...byScore,
    score: middle('score'),
    fcpMs: middle('fcpMs'),
    lcpMs: middle('lcpMs'),
    cls: middle('cls'),
    tbtMs: middle('tbtMs'),
    benchmarkIndex: middle('benchmarkIndex'),
    samples,
  };
}
