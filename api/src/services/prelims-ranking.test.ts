import { prelimsRoundKeys, rankPrelims } from './prelims-ranking.js';
import { bracketSparrings } from './prelims-bracket.js';

describe('prelims ranking', () => {
  it('round keys', () => {
    expect(prelimsRoundKeys(1)).toEqual([0]);
    expect(prelimsRoundKeys(3)).toEqual([1, 2, 3]);
    expect(prelimsRoundKeys(10_000)).toEqual([1]);
  });
  it('seeds', () => {
    expect(bracketSparrings(4, [11, 12, 13])).toEqual([
      { side: 'left', roundIndex: 0, slot: 0, red: 11, blue: null },
      { side: 'right', roundIndex: 0, slot: 0, red: 12, blue: 13 },
      { side: 'final', roundIndex: 1, slot: 0, red: null, blue: null },
    ]);
    expect(bracketSparrings(32, [])).toHaveLength(31);
  });
  it('cut', () => {
    const r = rankPrelims(
      [
        { key: 1, randId: 1, isGone: false, points: [9] },
        { key: 2, randId: 2, isGone: false, points: [7] },
        { key: 3, randId: 3, isGone: false, points: [6, 8] },
        { key: 4, randId: 4, isGone: false, points: [] },
        { key: 5, randId: 5, isGone: true, points: [10] },
      ],
      2,
    );
    expect([...r.passStatus]).toEqual([
      [1, 'passed'],
      [2, 'sameScore'],
      [3, 'sameScore'],
    ]);
    expect(r).toMatchObject({ order: [1, 2, 3, 4], unscored: 1, tieAtCut: true });
    expect(r.average.get(3)).toBe(7);
  });
});
