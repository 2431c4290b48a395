import type { Knex } from 'knex';
import { LEADERBOARD_ALL_YEARS } from '@cypher/contracts';
import { fromSqlNumber } from '../db/datetime.js';
import { nullableNumber, type Row } from './sql.js';

export type LeaderboardOrder = 'rank-asc' | 'rank-desc' | 'name-asc' | 'name-desc';

export interface LeaderboardRow {
  id: number;
  dancerName: string;
  avatar: number | null;
  points: number;
  rank: number;
}

interface Tie {
  points: number;
  dancers: number;
}

/**
 * Reads leaderboards from the standings the results' writes keep (leaderboard-standings-
 * repository.ts); never from battle_results. `year` 0 is all years. A page costs three index
 * reads: the ties of the (org, year) — one row per distinct points total —, one page of standings
 * and the page's dancers by id.
 */
export function createOrgLeaderboardRepository(db: Knex) {
  async function ties(orgId: number, year: number): Promise<Tie[]> {
    const rows = (await db('leaderboard_ties')
      .where({ org_id: orgId, year })
      .orderBy('points', 'desc')
      .select('points', 'dancers')) as Row[];
    return rows.map((row) => ({ points: fromSqlNumber(row.points), dancers: fromSqlNumber(row.dancers) }));
  }

  /**
   * Where a rank-ordered page starts: the points total holding the page's first row and how many
   * rows of that total come before it. `ordered` runs in the page's direction. The page query then
   * seeks to that total through the index instead of skipping every row above it.
   */
  function seek(ordered: Tie[], offset: number): { points: number; skip: number } | null {
    let before = 0;
    for (const tie of ordered) {
      if (offset < before + tie.dancers) return { points: tie.points, skip: offset - before };
      before += tie.dancers;
    }
    return null;
  }

  async function standingsPage(
    orgId: number,
    year: number,
    order: LeaderboardOrder,
    offset: number,
    limit: number,
    byPoints: Tie[],
  ): Promise<Row[]> {
    const query = db('leaderboard_standings').where({ org_id: orgId, year }).select('user_id', 'points').limit(limit);
    const [field, direction] = order.split('-') as ['rank' | 'name', 'asc' | 'desc'];
    if (field === 'name') {
      return (await query.orderBy('search_name', direction).orderBy('user_id', direction).offset(offset)) as Row[];
    }
    // Equal points are ordered by name and id (reversed with the ranks) so pages never overlap.
    const start = seek(direction === 'asc' ? byPoints : [...byPoints].reverse(), offset);
    if (!start) return [];
    const nameDirection = direction === 'asc' ? 'asc' : 'desc';
    query
      .where('points', direction === 'asc' ? '<=' : '>=', start.points)
      .orderBy('points', direction === 'asc' ? 'desc' : 'asc')
      .orderBy('search_name', nameDirection)
      .orderBy('user_id', nameDirection)
      .offset(start.skip);
    return (await query) as Row[];
  }

  return {
    async page(orgId: number, year: number, order: LeaderboardOrder, offset: number, limit: number): Promise<LeaderboardRow[]> {
      const byPoints = await ties(orgId, year);
      const standings = await standingsPage(orgId, year, order, offset, limit, byPoints);
      if (standings.length === 0) return [];
      // Standard competition ranking (1, 2, 2, 4): 1 + the dancers with more points.
      const rankOf = (points: number) => byPoints.reduce((rank, tie) => (tie.points > points ? rank + tie.dancers : rank), 1);
      const ids = standings.map((row) => Number(row.user_id));
      const users = (await db('users').whereIn('id', ids).select('id', 'dancer_name', 'avatar_image_id')) as Row[];
      const byId = new Map(users.map((user) => [Number(user.id), user]));
      return standings.map((row) => {
        const id = Number(row.user_id);
        const user = byId.get(id);
        const points = fromSqlNumber(row.points);
        const avatar = user?.avatar_image_id;
        return {
          id,
          dancerName: (user?.dancer_name as string | null | undefined) ?? '',
          avatar: nullableNumber(avatar),
          points,
          rank: rankOf(points),
        };
      });
    },

    /** "Points earned": every point awarded in the organization's battles (optionally one year). */
    async totalPoints(orgId: number, year: number = LEADERBOARD_ALL_YEARS): Promise<number> {
      const row = (await db('leaderboard_ties')
        .where({ org_id: orgId, year })
        .select(db.raw('SUM(points * dancers) AS points'))
        .first()) as Row | undefined;
      return fromSqlNumber(row?.points);
    },
  };
}

export type OrgLeaderboardRepository = ReturnType<typeof createOrgLeaderboardRepository>;
