import type { Knex } from 'knex';
import type { SideColour } from '@cypher/contracts';
import { toSqlDateTime } from '../db/datetime.js';
import type { Row } from './sql.js';

/** One judge's points for one round of a sparring. */
export interface RoundScore {
  judgeId: number;
  round: number;
  redPoints: number;
  bluePoints: number;
}

/** Judges' round scores and the audience's votes of sparrings. */
export function createSparringScoresRepository(q: Knex) {
  return {
    async scores(sparringId: number): Promise<RoundScore[]> {
      const rows = (await q('sparring_scores').where('sparring_id', sparringId).orderBy('round').orderBy('id')) as Row[];
      return rows.map((row) => ({
        judgeId: Number(row.judge_user_id),
        round: Number(row.round),
        redPoints: Number(row.red_points),
        bluePoints: Number(row.blue_points),
      }));
    },

    /** Sparrings among `ids` that have at least one score. */
    async scored(ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = (await q('sparring_scores').whereIn('sparring_id', ids).distinct('sparring_id')) as Row[];
      return new Set(rows.map((row) => Number(row.sparring_id)));
    },

    /**
     * A judge's points for a round: inserted, or replacing what that judge gave that round before
     * (the unique key sparring, judge, round), so a replayed score changes nothing and the last
     * write wins.
     */
    async upsert(sparringId: number, score: RoundScore, at: Date): Promise<void> {
      const stamp = toSqlDateTime(at);
      await q('sparring_scores')
        .insert({
          sparring_id: sparringId,
          judge_user_id: score.judgeId,
          round: score.round,
          red_points: score.redPoints,
          blue_points: score.bluePoints,
          created_at: stamp,
          updated_at: stamp,
        })
        .onConflict(['sparring_id', 'judge_user_id', 'round'])
        .merge(['red_points', 'blue_points', 'updated_at']);
    },

    async clear(sparringId: number): Promise<void> {
      await q('sparring_scores').where('sparring_id', sparringId).delete();
    },

    /** Votes per colour. */
    async voteCounts(sparringId: number): Promise<Record<SideColour, number>> {
      const rows = (await q('audience_votes')
        .where('sparring_id', sparringId)
        .groupBy('colour')
        .select('colour', q.raw('COUNT(*) AS n'))) as Row[];
      const counts = { red: 0, blue: 0 };
      for (const row of rows) if (row.colour === 'red' || row.colour === 'blue') counts[row.colour] = Number(row.n);
      return counts;
    },

    async voteOf(sparringId: number, userId: number): Promise<SideColour | null> {
      const row = (await q('audience_votes').where({ sparring_id: sparringId, user_id: userId }).first('colour')) as
        Row | undefined;
      return row ? (row.colour as SideColour) : null;
    },

    /** Records a vote; the unique key (sparring, user) refuses a second one (the caller checks first). */
    async addVote(sparringId: number, userId: number, colour: SideColour, at: Date): Promise<void> {
      const stamp = toSqlDateTime(at);
      await q('audience_votes').insert({
        sparring_id: sparringId,
        user_id: userId,
        colour,
        created_at: stamp,
        updated_at: stamp,
      });
    },

    async clearVotes(sparringId: number): Promise<void> {
      await q('audience_votes').where('sparring_id', sparringId).delete();
    },
  };
}

export type SparringScoresRepository = ReturnType<typeof createSparringScoresRepository>;
