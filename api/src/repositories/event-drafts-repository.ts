import type { Knex } from 'knex';
import { fromSqlNumber } from '../db/datetime.js';
import { SORT_COLUMNS, toEvent, type EventRecord, type EventSortKey } from './events-repository.js';
import type { Row } from './sql.js';

/** A dancer's drafts: events not yet published that they created or organize. */
export function createEventDraftsRepository(db: Knex) {
  const ofUser = (userId: number) =>
    db('events')
      .where('events.status', 'draft')
      .whereNull('events.deleted_at')
      .where((inner) =>
        inner
          .where('events.created_by_user_id', userId)
          .orWhereExists((sub) =>
            sub
              .select(db.raw('1'))
              .from('event_staff')
              .whereRaw('event_staff.event_id = events.id')
              .where('event_staff.user_id', userId)
              .whereIn('event_staff.role', ['organizer', 'admin']),
          ),
      );
  return {
    async listOfUser(userId: number, sort: EventSortKey, offset: number, limit: number): Promise<EventRecord[]> {
      const [column, direction] = SORT_COLUMNS[sort];
      const rows = (await ofUser(userId)
        .select('events.*')
        .orderBy(column, direction)
        .orderBy('events.id', direction)
        .offset(offset)
        .limit(limit)) as Row[];
      return rows.map(toEvent);
    },

    async countOfUser(userId: number): Promise<number> {
      const row = (await ofUser(userId).count({ n: '*' }).first()) as Row | undefined;
      return fromSqlNumber(row?.n);
    },
  };
}
