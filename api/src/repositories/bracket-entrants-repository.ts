import type { Knex } from 'knex';
import { fromSqlBoolean } from '../db/datetime.js';
import { nullableNumber, type Row } from './sql.js';
import type { SideRef } from './sparrings-repository.js';

/**
 * Someone who can stand in a bracket spot: a registered (not waiting) dancer of a 1 vs 1 battle or
 * crew of a crew battle. `id` is what the wire calls them (the dancer's user id, the crew id);
 * `ref` is how a sparring row stores them; `dancers` are the people a result scores points for.
 */
export interface BracketEntrant {
  id: number;
  ref: SideRef;
  name: string;
  randId: number | null;
  isPromoted: boolean;
  dancers: number[];
}

/** The battle's possible bracket entrants, by kind of battle. */
export function createBracketEntrantsRepository(q: Knex) {
  return {
    async ofBattle(battle: { id: number; crewSize: number }): Promise<BracketEntrant[]> {
      if (battle.crewSize === 1) {
        const rows = (await q('battle_entries')
          .join('users', 'users.id', 'battle_entries.user_id')
          .where({ 'battle_entries.battle_id': battle.id, 'battle_entries.in_waitlist': false })
          .whereNull('battle_entries.crew_id')
          .orderBy('battle_entries.id')
          .select(
            'battle_entries.id',
            'battle_entries.user_id',
            'battle_entries.rand_id',
            'battle_entries.is_promoted',
            'users.dancer_name',
          )) as Row[];
        return rows.map((row) => ({
          id: Number(row.user_id),
          ref: { entryId: Number(row.id), crewId: null },
          name: (row.dancer_name as string | null) ?? '',
          randId: nullableNumber(row.rand_id),
          isPromoted: fromSqlBoolean(row.is_promoted),
          dancers: [Number(row.user_id)],
        }));
      }
      const [crews, members] = await Promise.all([
        q('crews').where({ battle_id: battle.id, in_waitlist: false }).orderBy('id') as Promise<Row[]>,
        q('battle_entries')
          .where('battle_id', battle.id)
          .whereNotNull('crew_id')
          .whereNotNull('confirmed_at')
          .select('crew_id', 'user_id') as Promise<Row[]>,
      ]);
      return crews.map((row) => ({
        id: Number(row.id),
        ref: { entryId: null, crewId: Number(row.id) },
        name: String(row.name),
        randId: nullableNumber(row.rand_id),
        isPromoted: fromSqlBoolean(row.is_promoted),
        dancers: members.filter((m) => Number(m.crew_id) === Number(row.id)).map((m) => Number(m.user_id)),
      }));
    },

    /** 'Undo bracket': nobody stays promoted; the next 'Add to bracket' decides again. */
    async clearPromoted(battleId: number): Promise<void> {
      await q('battle_entries').where('battle_id', battleId).update({ is_promoted: false });
      await q('crews').where('battle_id', battleId).update({ is_promoted: false });
    },

    /** Whether a profile is checked in to the event (the audience vote's rule). */
    async checkedIn(eventId: number, userId: number): Promise<boolean> {
      const row = (await q('attendances')
        .where({ event_id: eventId, user_id: userId })
        .whereNotNull('checked_in_at')
        .first('id')) as Row | undefined;
      return row !== undefined;
    },
  };
}

export type BracketEntrantsRepository = ReturnType<typeof createBracketEntrantsRepository>;
