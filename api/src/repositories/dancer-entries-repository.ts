import type { Knex } from 'knex';
import type { Row } from './sql.js';

/** A dancer's entries in one event's battles: where they are registered. */
export function createDancerEntriesRepository(db: Knex) {
  return {
    /** Ids of the event's battles the dancer has an entry in (waitlisted or not). */
    async registeredBattleIds(eventId: number, userId: number): Promise<Set<number>> {
      const rows = (await db('battle_entries')
        .join('battles', 'battles.id', 'battle_entries.battle_id')
        .where({ 'battles.event_id': eventId, 'battle_entries.user_id': userId })
        .select('battle_entries.battle_id')) as Row[];
      return new Set(rows.map((row) => Number(row.battle_id)));
    },
  };
}

export type DancerEntriesRepository = ReturnType<typeof createDancerEntriesRepository>;
