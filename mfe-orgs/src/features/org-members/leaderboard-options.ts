import { LEADERBOARD_ALL_YEARS, LEADERBOARD_FIRST_YEAR } from '@cypher/contracts';

export type LeaderboardSortField = 'rank' | 'name';

/** Spec: 2021 up to the current year, then 'All Years' (0). */
export function leaderboardYears(now = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= LEADERBOARD_FIRST_YEAR; year -= 1) years.push(year);
  return [...years, LEADERBOARD_ALL_YEARS];
}

/** Spec: rank sorting is off when rankingDisabled is set or missing, and then it sorts by name. */
export function rankSortAllowed(rankingDisabled: boolean | undefined | null): boolean {
  return rankingDisabled === false;
}
