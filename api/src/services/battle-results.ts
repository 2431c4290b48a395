import { BATTLE_NOTIFICATIONS, placeLabel } from '@cypher/contracts';
import { refreshStandings } from './leaderboard-standings.js';
import { notifyDancer, type BattleWrite } from './battle-writes.js';

/** One place of a battle's results: an entry (1 vs 1) or a crew, and the dancers it scores for. */
export interface ResultRow {
  place: number;
  crewId: number | null;
  entryId: number | null;
  dancers: number[];
}

/**
 * Replaces a battle's results inside its write — from the winners editor or from the bracket's
 * final — and brings the organization's leaderboard standings up to date for every year and
 * dancer the old and new results touch. Battles of the product itself (no organization) give no
 * points. Each dancer hears about a new or changed place once.
 */
export async function replaceBattleResults(w: BattleWrite, rows: ResultRow[]): Promise<void> {
  const year = new Date(w.event.dateStart ?? w.at.toISOString()).getUTCFullYear();
  const before = await w.entries.results(w.battle.id);
  await w.entries.replaceResults(w.battle, rows, year, w.at);
  if (w.battle.orgId !== null) {
    const years = [...new Set([year, ...before.map((r) => r.year)])];
    const userIds = [...new Set([...before.flatMap((r) => r.dancers), ...rows.flatMap((r) => r.dancers)])];
    await refreshStandings(w.trx, w.battle.orgId, { years, userIds }, w.at);
  }
  const earlier = new Map(before.flatMap((r) => r.dancers.map((userId) => [userId, r.place] as const)));
  for (const row of rows) {
    for (const userId of row.dancers) {
      if (earlier.get(userId) === row.place) continue;
      await notifyDancer(w, userId, 'results', BATTLE_NOTIFICATIONS.results(w.battle.title, placeLabel(row.place)));
    }
  }
}
