import type { Knex } from 'knex';
import { fromSqlNumber } from '../db/datetime.js';
import { pointsCaseSql } from '../services/leaderboard-points.js';
import type { Row } from './sql.js';

export type LeaderboardOrder = 'rank-asc' | 'rank-desc' | 'name-asc' | 'name-desc';

export interface LeaderboardRow {
  id: number;
  dancerName: string;
  avatar: number | null;
  points: number;
  rank: number;
}

/**
 * Leaderboards are computed by the database from battle_results of the organization's battles,
 * read through the (org_id, year) index. `year` undefined means all years.
 */
export function createOrgLeaderboardRepository(db: Knex) {
  /**
   * One row per dancer and result: a solo result earns its entry's dancer the place's points, a
   * crew result earns every dancer entered in that crew. UNION ALL without parentheses around
   * its parts, which SQLite refuses.
   */
  function earned(orgId: number, year: number | undefined) {
    const part = (joinColumn: 'id' | 'crew_id', resultColumn: 'entry_id' | 'crew_id') => {
      const query = db('battle_results as r')
        .join('battle_entries as e', `e.${joinColumn}`, `r.${resultColumn}`)
        .where('r.org_id', orgId)
        .select('e.user_id', db.raw(`${pointsCaseSql('r.place')} AS points`));
      if (year !== undefined) query.where('r.year', year);
      return query;
    };
    return part('id', 'entry_id').unionAll(part('crew_id', 'crew_id'));
  }

  /**
   * Dancers with points, ranked by standard competition ranking (1, 2, 2, 4): RANK() runs after
   * GROUP BY and HAVING, so only dancers who earned points are ranked. Both MariaDB 10.11 and
   * SQLite ≥ 3.25 have window functions.
   */
  function ranked(orgId: number, year: number | undefined) {
    return db
      .from(earned(orgId, year).as('earned'))
      .groupBy('earned.user_id')
      .havingRaw('SUM(earned.points) > 0')
      .select(
        'earned.user_id',
        db.raw('SUM(earned.points) AS points'),
        db.raw('RANK() OVER (ORDER BY SUM(earned.points) DESC) AS standing'),
      );
  }

  return {
    async page(
      orgId: number,
      year: number | undefined,
      order: LeaderboardOrder,
      offset: number,
      limit: number,
    ): Promise<LeaderboardRow[]> {
      const query = db
        .from(ranked(orgId, year).as('ranked'))
        .join('users', 'users.id', 'ranked.user_id')
        .select('users.id', 'users.dancer_name', 'users.avatar_image_id', 'ranked.points', 'ranked.standing')
        .offset(offset)
        .limit(limit);
      const [field, direction] = order.split('-') as ['rank' | 'name', 'asc' | 'desc'];
      // Equal ranks (and equal names) fall back to name and id so pages never overlap.
      if (field === 'rank') query.orderBy('ranked.standing', direction);
      query.orderBy('users.search_name', direction).orderBy('users.id', direction);
      const rows = (await query) as Row[];
      return rows.map((row) => ({
        id: Number(row.id),
        dancerName: (row.dancer_name as string | null) ?? '',
        avatar: row.avatar_image_id === null || row.avatar_image_id === undefined ? null : Number(row.avatar_image_id),
        points: fromSqlNumber(row.points),
        rank: fromSqlNumber(row.standing),
      }));
    },

    /** "Points earned": every point awarded in the organization's battles (optionally one year). */
    async totalPoints(orgId: number, year?: number): Promise<number> {
      const row = (await db.from(earned(orgId, year).as('earned')).select(db.raw('SUM(earned.points) AS points')).first()) as
        Row | undefined;
      return fromSqlNumber(row?.points);
    },
  };
}

export type OrgLeaderboardRepository = ReturnType<typeof createOrgLeaderboardRepository>;
