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

    /**
     * Numbers what became ready without a check-in of its own, in the battle write that made it so
     * (the battle row is locked by then): a dancer who registered after checking in, a crew whose
     * confirmed members are all in once it is registered, accepted, left or promoted.
     */
    async numberReady(trx: Knex.Transaction, eventId: number, battleId: number, when: Date): Promise<void> {
      const at = toSqlDateTime(when);
      const battle = (await trx('battles')
        .where('id', battleId)
        .first('id', 'crew_size', 'participation_cap_type', 'cap_limit')) as Row;
      const ready = (await trx('battle_entries')
        .join('attendances', (join) =>
          join.on('attendances.user_id', 'battle_entries.user_id').andOnVal('attendances.event_id', eventId),
        )
        .where({ 'battle_entries.battle_id': battleId, 'battle_entries.in_waitlist': false })
        .whereNull('battle_entries.rand_id')
        .whereNotNull('attendances.checked_in_at')
        .orderBy('battle_entries.id')
        .select('battle_entries.id', 'battle_entries.crew_id')) as Row[];
      for (const entry of ready) {
        const solo = entry.crew_id === null || entry.crew_id === undefined;
        if (solo && (await capReached(trx, battle, 'battle_entries'))) break;
        const randId = await nextNumber(trx, 'battle_entries', battleId);
        await trx('battle_entries').where('id', Number(entry.id)).update({ rand_id: randId, updated_at: at });
      }
      const crews = (await trx('crews')
        .where({ battle_id: battleId, in_waitlist: false })
        .whereNull('rand_id')
        .orderBy('id')
        .select('id')) as Row[];
      for (const crew of crews) await numberCrewWhenComplete(trx, battle, Number(crew.id), eventId, at);
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

  /** A crew gets its number when it has confirmed members and every one is checked in at the event. */
  async function numberCrewWhenComplete(trx: Knex.Transaction, battle: Row, crewId: number, eventId: number, at: string) {
    const crew = (await trx('crews').where({ id: crewId, in_waitlist: false }).first()) as Row | undefined;
    if (!crew || crew.rand_id !== null) return;
    const counts = (await trx('battle_entries')
      .leftJoin('attendances', (join) =>
        join.on('attendances.user_id', 'battle_entries.user_id').andOnVal('attendances.event_id', eventId),
      )
      .where('battle_entries.crew_id', crewId)
      .whereNotNull('battle_entries.confirmed_at')
      .select(trx.raw('count(*) as confirmed'), trx.raw('count(attendances.checked_in_at) as checked_in'))
      .first()) as Row | undefined;
    const confirmed = fromSqlNumber(counts?.confirmed);
    if (confirmed === 0 || fromSqlNumber(counts?.checked_in) < confirmed || (await capReached(trx, battle, 'crews'))) return;
    const randId = await nextNumber(trx, 'crews', Number(battle.id));
    await trx('crews').where('id', crewId).update({ rand_id: randId, updated_at: at });
  }
}

export type BattleNumbersRepository = ReturnType<typeof createBattleNumbersRepository>;
