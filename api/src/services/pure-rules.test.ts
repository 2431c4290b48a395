import { defaultSortFor, periodOf } from './event-period.js';
import { pointsCaseSql, pointsForPlace } from './leaderboard-points.js';
import { priceLabel } from './price-label.js';

describe('event period', () => {
  const now = new Date('2026-06-15T12:00:00.000Z');
  it('is future before the start, now until the end, past from the end', () => {
    expect(periodOf('2026-06-15T12:00:00.001Z', '2026-06-16T00:00:00.000Z', now)).toBe('future');
    expect(periodOf('2026-06-15T12:00:00.000Z', '2026-06-16T00:00:00.000Z', now)).toBe('now');
    expect(periodOf('2026-06-14T00:00:00.000Z', '2026-06-15T12:00:00.000Z', now)).toBe('past');
    expect(periodOf(null, '2026-06-16T00:00:00.000Z', now)).toBeNull();
    expect([defaultSortFor('past'), defaultSortFor('now'), defaultSortFor(undefined)]).toEqual([
      'date-desc',
      'date-asc',
      'date-asc',
    ]);
  });
});

describe('price label', () => {
  it("says 'Free', '$X' or '$min - $max'", () => {
    expect(priceLabel([])).toBe('Free');
    expect(priceLabel([0, 0])).toBe('Free');
    expect(priceLabel([1500])).toBe('$15');
    expect(priceLabel([1050, 1050])).toBe('$10.50');
    expect(priceLabel([0, 4000, 1500])).toBe('$0 - $40');
  });
});

describe('leaderboard points', () => {
  it('follows the documented table, in code and in SQL', () => {
    expect([1, 2, 4, 8, 16, 32, 3].map(pointsForPlace)).toEqual([100, 70, 50, 30, 20, 10, 0]);
    expect(pointsCaseSql('place')).toBe(
      'CASE place WHEN 1 THEN 100 WHEN 2 THEN 70 WHEN 4 THEN 50 WHEN 8 THEN 30 WHEN 16 THEN 20 WHEN 32 THEN 10 ELSE 0 END',
    );
  });
});
