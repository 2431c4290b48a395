import type { Knex } from 'knex';
import { toSqlDateTime } from '../db/datetime.js';
import { pointsCaseSql } from '../services/leaderboard-points.js';
import { LEADERBOARD_ALL_YEARS } from '@cypher/contracts';

/** Which standings a refresh recomputes; an absent list means all of them. */
export interface StandingsScope {
  /** Years whose results changed (never 0: the all-years rows are always recomputed). */
  years?: readonly number[];
  /** Dancers whose results changed. */
  userIds?: readonly number[];
}

const STANDING_COLUMNS = ['org_id', 'year', 'user_id', 'points', 'search_name', 'updated_at'];

/** One organization's standings, or every organization's at once (a bulk rebuild). */
type Orgs = number | 'all';

/**
 * The write side of the leaderboard: `leaderboard_standings` (points per org, year, dancer) and
 * `leaderboard_ties` (dancers per points total), both computed by the database from battle_results.
 * Pass the transaction that wrote the results so standings and results commit together.
 */
export function createLeaderboardStandingsRepository(db: Knex) {
  /**
   * One row per dancer and result (year, user_id, points): a solo result earns its entry's dancer,
   * a crew result every dancer entered in that crew. UNION ALL without parentheses around its
   * parts, which SQLite refuses.
   */
  function earned(orgs: Orgs, scope: StandingsScope, allYears: boolean) {
    const part = (joinColumn: 'id' | 'crew_id', resultColumn: 'entry_id' | 'crew_id') => {
      const query = db('battle_results as r')
        .join('battle_entries as e', `e.${joinColumn}`, `r.${resultColumn}`)
        .select('r.org_id', 'r.year', 'e.user_id', db.raw(`${pointsCaseSql('r.place')} AS points`));
      if (orgs === 'all') query.whereNotNull('r.org_id');
      else query.where('r.org_id', orgs);
      if (scope.years && !allYears) query.whereIn('r.year', scope.years);
      if (scope.userIds) query.whereIn('e.user_id', scope.userIds);
      return query;
    };
    return part('id', 'entry_id').unionAll(part('crew_id', 'crew_id'));
  }

  /** INSERT … SELECT of the per-year rows, or of the all-years rows (year 0). */
  function insertStandings(orgs: Orgs, scope: StandingsScope, allYears: boolean, stamp: string) {
    const totals = db
      .from(earned(orgs, scope, allYears).as('earned'))
      .select(
        'earned.org_id',
        allYears ? db.raw('? AS year', [LEADERBOARD_ALL_YEARS]) : 'earned.year',
        'earned.user_id',
        db.raw('SUM(earned.points) AS points'),
      )
      .groupBy(allYears ? ['earned.org_id', 'earned.user_id'] : ['earned.org_id', 'earned.year', 'earned.user_id'])
      .havingRaw('SUM(earned.points) > 0');
    const rows = db
      .from(totals.as('totals'))
      .join('users as u', 'u.id', 'totals.user_id')
      .select(
        'totals.org_id',
        'totals.year',
        'totals.user_id',
        'totals.points',
        db.raw("COALESCE(u.search_name, '') AS search_name"),
        db.raw('? AS updated_at', [stamp]),
      );
    return db
      .into(db.raw(`?? (${STANDING_COLUMNS.map(() => '??').join(', ')})`, ['leaderboard_standings', ...STANDING_COLUMNS]))
      .insert(rows);
  }

  /** Narrows a standings/ties query to the org and the years a scope touches. */
  function inYears(query: Knex.QueryBuilder, orgs: Orgs, scope: StandingsScope) {
    if (orgs !== 'all') query.where('org_id', orgs);
    if (scope.years) query.whereIn('year', [...scope.years, LEADERBOARD_ALL_YEARS]);
    return query;
  }

  /**
   * Recomputes the scope's standings: its rows are deleted and inserted again from the results
   * (so a dancer whose points fell to 0 simply has no row), then the ties of those years are
   * counted again from the standings.
   */
  async function refreshOrgs(orgs: Orgs, scope: StandingsScope, now: Date): Promise<void> {
    if (scope.years?.length === 0 || scope.userIds?.length === 0) return;
    const stamp = toSqlDateTime(now);
    const stale = inYears(db('leaderboard_standings'), orgs, scope);
    if (scope.userIds) stale.whereIn('user_id', scope.userIds);
    await stale.del();
    await insertStandings(orgs, scope, false, stamp);
    await insertStandings(orgs, scope, true, stamp);

    await inYears(db('leaderboard_ties'), orgs, scope).del();
    const ties = inYears(db('leaderboard_standings'), orgs, scope)
      .select('org_id', 'year', 'points', db.raw('COUNT(*) AS dancers'))
      .groupBy('org_id', 'year', 'points');
    await db.into(db.raw('?? (??, ??, ??, ??)', ['leaderboard_ties', 'org_id', 'year', 'points', 'dancers'])).insert(ties);
  }

  return {
    /** One organization's standings within the scope (see refreshOrgs). */
    async refresh(orgId: number, scope: StandingsScope, now: Date): Promise<void> {
      await refreshOrgs(orgId, scope, now);
    },

    /**
     * Every organization's standings and ties again from battle_results, as one INSERT … SELECT
     * per table instead of one refresh per organization (the scale seed loads 10,000 battles).
     */
    async rebuildAll(now: Date): Promise<void> {
      await refreshOrgs('all', {}, now);
    },

    /** A dancer's new name, so the name order of every leaderboard follows it. */
    async rename(userId: number, searchName: string | null): Promise<void> {
      await db('leaderboard_standings')
        .where('user_id', userId)
        .update({ search_name: searchName ?? '' });
    },
  };
}

export type LeaderboardStandingsRepository = ReturnType<typeof createLeaderboardStandingsRepository>;
