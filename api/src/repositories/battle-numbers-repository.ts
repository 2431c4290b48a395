import type { Knex } from 'knex';
import { fromSqlNumber, toSqlDateTime } from '../db/datetime.js';
import { forUpdate } from '../db/row-lock.js';
import type { Row } from './sql.js';

/**
 * Dancers' numbers (`rand_id`) in one event's battles. Battle check-in is the event's check-in:
 * checking a dancer in numbers their entries, and a crew once every confirmed member is in;
 * un-checking clears them. Numbers count up from 1 per battle (the next after the highest).
 * Every call runs inside the check-in's transaction and locks the battle rows first, so two
 * check-ins never take the same number or overrun a check-in cap.
 */
export function createBattleNumbersRepository() {
  async function nextNumber(trx: Knex.Transaction, table: 'battle_entries' | 'crews', battleId: number): Promise<number> {
    const row = (await trx(table).where('battle_id', battleId).max({ n: 'rand_id' }).first()) as Row | undefined;
    return fromSqlNumber(row?.n) + 1;
  }

  async function numbered(trx: Knex.Transaction, table: 'battle_entries' | 'crews', battleId: number): Promise<number> {
    const row = (await trx(table)
      .where({ battle_id: battleId, in_waitlist: false })
      .whereNotNull('rand_id')
      .count({ n: '*' })
      .first()) as Row | undefined;
    return fromSqlNumber(row?.n);
  }

  /** A check-in cap counts numbered entries (solo) or numbered crews; it stops numbering at the limit. */
  async function capReached(trx: Knex.Transaction, battle: Row, table: 'battle_entries' | 'crews'): Promise<boolean> {
    if (battle.participation_cap_type !== 'checkIn') return false;
    return (await numbered(trx, table, Number(battle.id))) >= Number(battle.cap_limit);
  }

  return {
    async assign(trx: Knex.Transaction, eventId: number, userId: number, when: Date): Promise<void> {
      const at = toSqlDateTime(when);
      const battles = (await forUpdate(
        trx,
        trx('battles').where('event_id', eventId).orderBy('id').select('id', 'crew_size', 'participation_cap_type', 'cap_limit'),
      )) as Row[];
      for (const battle of battles) {
        const battleId = Number(battle.id);
        const entry = (await trx('battle_entries')
          .where({ battle_id: battleId, user_id: userId, in_waitlist: false })
          .first()) as Row | undefined;
        if (!entry) continue;
        const solo = entry.crew_id === null || entry.crew_id === undefined;
        if (entry.rand_id === null && !(solo && (await capReached(trx, battle, 'battle_entries')))) {
          const randId = await nextNumber(trx, 'battle_entries', battleId);
          await trx('battle_entries').where('id', Number(entry.id)).update({ rand_id: randId, updated_at: at });
        }
        if (!solo) await numberCrewWhenComplete(trx, battle, Number(entry.crew_id), eventId, at);
      }
    },

    async clear(trx: Knex.Transaction, eventId: number, userId: number, when: Date): Promise<void> {
      const at = toSqlDateTime(when);
      const battleIds = trx('battles').where('event_id', eventId).select('id');
      await forUpdate(trx, trx('battles').where('event_id', eventId).select('id'));
      await trx('battle_entries')
        .whereIn('battle_id', battleIds)
        .where('user_id', userId)
        .update({ rand_id: null, updated_at: at });
      const crewIds = trx('battle_entries')
        .whereIn('battle_id', battleIds)
        .where('user_id', userId)
        .whereNotNull('crew_id')
        .select('crew_id');
      await trx('crews').whereIn('id', crewIds).update({ rand_id: null, updated_at: at });
    },
  };

  /** A crew gets its number when every confirmed member is checked in at the event. */
  async function numberCrewWhenComplete(trx: Knex.Transaction, battle: Row, crewId: number, eventId: number, at: string) {
    const crew = (await trx('crews').where({ id: crewId, in_waitlist: false }).first()) as Row | undefined;
    if (!crew || crew.rand_id !== null) return;
    const missing = (await trx('battle_entries')
      .leftJoin('attendances', (join) =>
        join.on('attendances.user_id', 'battle_entries.user_id').andOnVal('attendances.event_id', eventId),
      )
      .where('battle_entries.crew_id', crewId)
      .whereNotNull('battle_entries.confirmed_at')
      .whereNull('attendances.checked_in_at')
      .count({ n: '*' })
      .first()) as Row | undefined;
    if (fromSqlNumber(missing?.n) > 0 || (await capReached(trx, battle, 'crews'))) return;
    const randId = await nextNumber(trx, 'crews', Number(battle.id));
    await trx('crews').where('id', crewId).update({ rand_id: randId, updated_at: at });
  }
}

export type BattleNumbersRepository = ReturnType<typeof createBattleNumbersRepository>;
