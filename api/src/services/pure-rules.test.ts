import { pointsCaseSql, pointsForPlace } from './leaderboard-points.js';

describe('leaderboard points', () => {
  it('follows the documented table, in code and in SQL', () => {
    expect([1, 2, 4, 8, 16, 32, 3].map(pointsForPlace)).toEqual([100, 70, 50, 30, 20, 10, 0]);
    expect(pointsCaseSql('place')).toBe(
      'CASE place WHEN 1 THEN 100 WHEN 2 THEN 70 WHEN 4 THEN 50 WHEN 8 THEN 30 WHEN 16 THEN 20 WHEN 32 THEN 10 ELSE 0 END',
    );
  });
});
