import { LEADERBOARD_POINTS } from '@cypher/contracts';

/**
 * Leaderboard points per place: the contracts' LEADERBOARD_POINTS is the one table (README,
 * "Leaderboard points"). A place is the best round reached: 1st, 2nd, Top 4 … Top 32. In a crew
 * battle every dancer of the crew earns the points.
 */
export const POINTS_BY_PLACE = LEADERBOARD_POINTS;

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
