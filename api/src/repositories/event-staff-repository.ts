import type { Knex } from 'knex';
import type { EventStaffRole } from '@cypher/contracts';
import { toSqlDateTime } from '../db/datetime.js';

/** Writes of `event_staff`, inside the transaction that holds the event's row lock. */
export function createEventStaffRepository() {
  return {
    /** Adds the role unless held; `alone` first removes everyone else holding it (the organizer). */
    async add(trx: Knex.Transaction, eventId: number, userId: number, role: EventStaffRole, when: Date, alone: boolean) {
      const at = toSqlDateTime(when);
      if (alone) await trx('event_staff').where({ event_id: eventId, role }).whereNot('user_id', userId).del();
      const held = await trx('event_staff').where({ event_id: eventId, user_id: userId, role }).first('id');
      if (!held) await trx('event_staff').insert({ event_id: eventId, user_id: userId, role, created_at: at, updated_at: at });
    },

    async remove(trx: Knex.Transaction, eventId: number, userId: number, role: EventStaffRole): Promise<void> {
      await trx('event_staff').where({ event_id: eventId, user_id: userId, role }).del();
    },
  };
}
