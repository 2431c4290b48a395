import type { Knex } from 'knex';
import type { PaymentMethod } from '@cypher/contracts';
import { randomBytes } from 'node:crypto';
import { fromSqlDateTime, toSqlDateTime } from '../db/datetime.js';
import { nullableNumber, type Row } from './sql.js';

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

/** A new place at an event: who, which tier, how it is paid, checked in already or not. */
export interface NewAttendance {
  eventId: number;
  userId: number;
  tierId: number | null;
  payment: PaymentMethod;
  amount: number;
  checkedInBy: number | null;
}

/** `attendances`: the caller's own place at an event, the check-in list, and the check-in writes. */
export function createAttendancesRepository(db: Knex) {
  return {
    /**
     * The events a dancer holds a ticket for or works at, read from their own rows (the user_id
     * indexes of attendances and event_staff): as cheap with 100k events as with 10. Lists that
     * narrow to a dancer's events take these ids instead of testing every event.
     */
    async eventIdsOfDancer(userId: number): Promise<number[]> {
      const rows = (await db('attendances')
        .where('user_id', userId)
        .select('event_id')
        .union((sub) => sub.from('event_staff').where('user_id', userId).select('event_id'))) as Row[];
      return rows.map((row) => Number(row.event_id));
    },

    /** `q` is the open transaction inside a write (SQLite has one connection). */
    async find(eventId: number, userId: number, q: Knex = db): Promise<AttendanceRecord | null> {
      const row = (await withTier(q('attendances'))
        .where({ 'attendances.event_id': eventId, 'attendances.user_id': userId })
        .first()) as Row | undefined;
      return row ? toAttendance(row) : null;
    },

    /** `checkedInBy` null: a place without check-in (Pay & Check-In); the QR token is random. */
    async insert(trx: Knex.Transaction, row: NewAttendance, at: Date): Promise<void> {
      const when = toSqlDateTime(at);
      await trx('attendances').insert({
        created_at: when,
        updated_at: when,
        event_id: row.eventId,
        user_id: row.userId,
        tier_id: row.tierId,
        payment: row.payment,
        amount: row.amount,
        qr_token: randomBytes(24).toString('base64url'),
        checked_in_at: row.checkedInBy === null ? null : when,
        checked_in_by_user_id: row.checkedInBy,
      });
    },

    async checkIn(trx: Knex.Transaction, id: number, payment: PaymentMethod, by: number, at: Date): Promise<void> {
      const when = toSqlDateTime(at);
      await trx('attendances')
        .where({ id })
        .update({ payment, checked_in_at: when, checked_in_by_user_id: by, updated_at: when });
    },

    async uncheck(trx: Knex.Transaction, id: number, at: Date): Promise<void> {
      await trx('attendances')
        .where({ id })
        .update({ checked_in_at: null, checked_in_by_user_id: null, updated_at: toSqlDateTime(at) });
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
