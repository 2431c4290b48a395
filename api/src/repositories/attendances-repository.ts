import type { Knex } from 'knex';
import type { PaymentMethod } from '@cypher/contracts';
import { fromSqlDateTime } from '../db/datetime.js';
import type { Row } from './sql.js';

/** One dancer's place at one event: the ticket (tier, payment) and the check-in. */
export interface AttendanceRecord {
  id: number;
  userId: number;
  tierId: number | null;
  payment: PaymentMethod;
  amount: number;
  checkedInAt: string | null;
  /** The ticket's tier as the buyer sees it ('' when the tier has no title or there is none). */
  tierTitle: string;
  tierCost: number;
  tierFees: number;
  tierTaxes: number;
}

/** A row of the check-in list: the attendance and who it is. */
export interface AttendeeRecord extends AttendanceRecord {
  dancerName: string;
  avatar: number | null;
  email: string | null;
}

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function toAttendance(row: Row): AttendanceRecord {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    tierId: nullableNumber(row.tier_id),
    payment: row.payment as PaymentMethod,
    amount: Number(row.amount),
    checkedInAt: fromSqlDateTime(row.checked_in_at),
    tierTitle: (row.tier_title as string | null) ?? '',
    tierCost: Number(row.tier_cost ?? 0),
    tierFees: Number(row.tier_fees ?? 0),
    tierTaxes: Number(row.tier_taxes ?? 0),
  };
}

function withTier(query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query
    .leftJoin('tiers', 'tiers.id', 'attendances.tier_id')
    .select(
      'attendances.*',
      'tiers.title as tier_title',
      'tiers.cost as tier_cost',
      'tiers.fees as tier_fees',
      'tiers.taxes as tier_taxes',
    );
}

/** Reads of `attendances`: the caller's own place at an event, and the check-in list. */
export function createAttendancesRepository(db: Knex) {
  return {
    /** `q` is the open transaction inside a write (SQLite has one connection). */
    async find(eventId: number, userId: number, q: Knex = db): Promise<AttendanceRecord | null> {
      const row = (await withTier(q('attendances'))
        .where({ 'attendances.event_id': eventId, 'attendances.user_id': userId })
        .first()) as Row | undefined;
      return row ? toAttendance(row) : null;
    },

    /** Everyone with a place at the event, by name (the check-in page searches and counts it). */
    async list(eventId: number): Promise<AttendeeRecord[]> {
      const rows = (await withTier(db('attendances'))
        .join('users', 'users.id', 'attendances.user_id')
        .leftJoin('accounts', 'accounts.id', 'users.account_id')
        .where('attendances.event_id', eventId)
        .orderBy('users.search_name')
        .orderBy('attendances.id')
        .select('users.dancer_name', 'users.avatar_image_id', 'accounts.email')) as Row[];
      return rows.map((row) => ({
        ...toAttendance(row),
        dancerName: (row.dancer_name as string | null) ?? '',
        avatar: nullableNumber(row.avatar_image_id),
        email: (row.email as string | null) ?? null,
      }));
    },
  };
}

export type AttendancesRepository = ReturnType<typeof createAttendancesRepository>;
