/**
 * Leaderboard points per place, the one table every points query uses. A place is the best round
 * reached: 1st, 2nd, Top 4 … Top 32. In a crew battle every dancer of the crew earns the points.
 *
 * | place | points |
 * |---|---|
 * | 1st | 100 |
 * | 2nd | 70 |
 * | Top 4 | 50 |
 * | Top 8 | 30 |
 * | Top 16 | 20 |
 * | Top 32 | 10 |
 */
export const POINTS_BY_PLACE: Readonly<Record<number, number>> = {
  1: 100,
  2: 70,
  4: 50,
  8: 30,
  16: 20,
  32: 10,
};

export function pointsForPlace(place: number): number {
  return POINTS_BY_PLACE[place] ?? 0;
}

/** The same table as a SQL CASE over `column`, so sums happen in the database. */
export function pointsCaseSql(column: string): string {
  const whens = Object.entries(POINTS_BY_PLACE)
    .map(([place, points]) => `WHEN ${Number(place)} THEN ${Number(points)}`)
    .join(' ');
  return `CASE ${column} ${whens} ELSE 0 END`;
}
