import { badgeStates } from './badges.js';

describe('badges', () => {
  it('reaches each threshold at exactly its count', () => {
    const reached = (attended: number | null) =>
      badgeStates(attended)
        .filter((badge) => badge.reached)
        .map((badge) => badge.threshold);
    expect(reached(0)).toEqual([]);
    expect(reached(null)).toEqual([]);
    expect(reached(1)).toEqual([1]);
    expect(reached(9)).toEqual([1]);
    expect(reached(10)).toEqual([1, 10]);
    expect(reached(79)).toEqual([1, 10, 40]);
    expect(reached(100)).toEqual([1, 10, 40, 80, 100]);
  });

  it('lists all five badges, the crown only on 100', () => {
    const states = badgeStates(45);
    expect(states.map((s) => s.threshold)).toEqual([1, 10, 40, 80, 100]);
    expect(states.map((s) => s.reached)).toEqual([true, true, true, false, false]);
    expect(states.filter((s) => s.crown).map((s) => s.threshold)).toEqual([100]);
  });
});
