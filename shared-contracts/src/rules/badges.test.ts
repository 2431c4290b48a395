import { badgeStates, reachedBadges } from './badges.js';

describe('badges', () => {
  it('reaches each threshold at exactly its count', () => {
    expect(reachedBadges(0)).toEqual([]);
    expect(reachedBadges(null)).toEqual([]);
    expect(reachedBadges(1)).toEqual([1]);
    expect(reachedBadges(9)).toEqual([1]);
    expect(reachedBadges(10)).toEqual([1, 10]);
    expect(reachedBadges(79)).toEqual([1, 10, 40]);
    expect(reachedBadges(100)).toEqual([1, 10, 40, 80, 100]);
  });

  it('lists all five badges, the crown only on 100', () => {
    const states = badgeStates(45);
    expect(states.map((s) => s.threshold)).toEqual([1, 10, 40, 80, 100]);
    expect(states.map((s) => s.reached)).toEqual([true, true, true, false, false]);
    expect(states.filter((s) => s.crown).map((s) => s.threshold)).toEqual([100]);
  });
});
