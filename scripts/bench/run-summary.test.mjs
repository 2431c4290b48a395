import { summarizeRuns } from './run-summary.mjs';

const run = (score, tbtMs, benchmarkIndex, losing = []) => ({
  score,
  fcpMs: 600,
  lcpMs: 2000 + tbtMs,
  cls: 0,
  tbtMs,
  benchmarkIndex,
  losing,
});

describe('summarizeRuns', () => {
  it('takes each figure as the median of its own runs, not the median-score run', () => {
    const runs = [run(90, 400, 1500), run(99, 10, 1700), run(95, 30, 1600, ['total-blocking-time'])];
    const summary = summarizeRuns(runs);
    expect(summary.score).toBe(95);
    expect(summary.tbtMs).toBe(30);
    expect(summary.lcpMs).toBe(2030);
    expect(summary.losing).toEqual(['total-blocking-time']);
    expect(summary.samples).toBe(runs);
  });

  it("says how fast the machine was: the median of Lighthouse's benchmark index over the runs", () => {
    expect(summarizeRuns([run(99, 0, 1751), run(99, 0, 1559), run(99, 0, 1573.5), run(99, 0, 2400)]).benchmarkIndex).toBe(
      1662.25,
    );
  });
});
