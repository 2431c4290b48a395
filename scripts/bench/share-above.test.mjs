import { shareAbove } from './share-above.mjs';

describe('shareAbove', () => {
  it('is 1 when every run is above every baseline run, 0 when every run is below', () => {
    expect(shareAbove([60, 70], [10, 20, 30])).toBe(1);
    expect(shareAbove([0, 5], [10, 20, 30])).toBe(0);
  });

  it('is 0.5 for the same runs, ties counting half', () => {
    expect(shareAbove([0, 0, 40], [0, 0, 40])).toBe(0.5);
  });

  it('counts pair by pair: a page with one high run among zeros sits below a steady baseline', () => {
    // 3 runs × 2 baseline runs = 6 pairs; only the 120 beats both: 2 / 6.
    expect(shareAbove([0, 0, 120], [10, 12])).toBeCloseTo(1 / 3);
  });

  it('has no share without runs on both sides', () => {
    expect(shareAbove([], [1])).toBeNaN();
    expect(shareAbove([1], [])).toBeNaN();
  });
});
