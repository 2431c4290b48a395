import type { Knex } from 'knex';
import { createLeaderboardStandingsRepository, type StandingsScope } from '../repositories/leaderboard-standings-repository.js';

export type { StandingsScope } from '../repositories/leaderboard-standings-repository.js';

/**
 * Brings an organization's leaderboard standings in line with its battle results. Call it with
 * the transaction that inserted, changed or deleted battle_results rows, naming the years of those
 * rows and, when known, the dancers they earn points for (the entry's dancer, or every dancer of
 * the crew); the all-years standings follow automatically. Without a scope the whole organization
 * is recomputed.
 */
export async function refreshStandings(
  trx: Knex,
  orgId: number,
  scope: StandingsScope = {},
  now: Date = new Date(),
): Promise<void> {
  await createLeaderboardStandingsRepository(trx).refresh(orgId, scope, now);
}

/**
 * Recomputes the standings of one organization, or of every organization at once (a few bulk
 * INSERT … SELECTs, whatever the number of organizations), in one transaction: for the demo seed,
 * the scale seed and the bench, which insert results in bulk.
 */
export async function rebuildStandings(db: Knex, orgId?: number, now: Date = new Date()): Promise<void> {
  const rebuild = async (trx: Knex) => {
    const standings = createLeaderboardStandingsRepository(trx);
    await (orgId === undefined ? standings.rebuildAll(now) : standings.refresh(orgId, {}, now));
  };
  // Inside a transaction already (the seed, a migration) no savepoint is needed.
  await (db.isTransaction ? rebuild(db) : db.transaction(rebuild));
}
