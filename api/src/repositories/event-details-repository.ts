import type { Knex } from 'knex';
import { fromSqlNumber } from '../db/datetime.js';
import type { Row } from './sql.js';
import { toUserChip, type UserChipRecord } from './user-chip.js';

export interface TierRecord {
  id: number;
  title: string;
  description: string;
  cost: number;
  fees: number;
  taxes: number;
}

export interface StaffRecord extends UserChipRecord {
  role: 'organizer' | 'admin' | 'host' | 'dj';
}

/** What an event page shows beside the event row: tiers, staff, who is going. */
export function createEventDetailsRepository(db: Knex) {
  /** One page of the dancers who hold a ticket, in the order the avatars show them. */
  async function goingPage(eventId: number, offset: number, limit: number): Promise<UserChipRecord[]> {
    const rows = (await db('attendances')
      .join('users', 'users.id', 'attendances.user_id')
      .where('attendances.event_id', eventId)
      .orderBy('attendances.created_at')
      .orderBy('attendances.id')
      .offset(offset)
      .limit(limit)
      .select('users.id', 'users.dancer_name', 'users.avatar_image_id')) as Row[];
    return rows.map(toUserChip);
  }

  return {
    /** `q` is the open transaction inside a write (SQLite has one connection). */
    async tiers(eventId: number, q: Knex = db): Promise<TierRecord[]> {
      const rows = (await q('tiers').where({ event_id: eventId }).orderBy('position').orderBy('id')) as Row[];
      return rows.map((row) => ({
        id: Number(row.id),
        title: (row.title as string | null) ?? '',
        description: (row.description as string | null) ?? '',
        cost: Number(row.cost),
        fees: Number(row.fees),
        taxes: Number(row.taxes),
      }));
    },

    async staff(eventId: number): Promise<StaffRecord[]> {
      const rows = (await db('event_staff')
        .join('users', 'users.id', 'event_staff.user_id')
        .where('event_staff.event_id', eventId)
        .orderBy('event_staff.id')
        .select('users.id', 'users.dancer_name', 'users.avatar_image_id', 'event_staff.role')) as Row[];
      return rows.map((row) => ({ ...toUserChip(row), role: row.role as StaffRecord['role'] }));
    },

    /** The first dancers who hold a ticket (earliest first) and how many there are. */
    async whoIsGoing(eventId: number, limit: number): Promise<{ users: UserChipRecord[]; count: number }> {
      const [users, total] = await Promise.all([
        goingPage(eventId, 0, limit),
        db('attendances').where('event_id', eventId).count({ n: '*' }).first() as Promise<Row | undefined>,
      ]);
      return { users, count: fromSqlNumber(total?.n) };
    },

    goingPage,
  };
}

export type EventDetailsRepository = ReturnType<typeof createEventDetailsRepository>;
