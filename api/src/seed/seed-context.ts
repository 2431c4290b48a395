import type { Knex } from 'knex';
import { toSqlDateTime } from '../db/datetime.js';
import { createBattleNumbersRepository } from '../repositories/battle-numbers-repository.js';
import type { Prng } from './prng.js';

/** What every seeding step shares: the transaction, the clock, the generator, the image folder. */
export interface SeedContext {
  trx: Knex.Transaction;
  now: Date;
  rng: Prng;
  imagesDir: string;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export function stamps(ctx: SeedContext): { created_at: string; updated_at: string } {
  const at = toSqlDateTime(ctx.now);
  return { created_at: at, updated_at: at };
}

/** Inserts one row and answers its id (both engines return the new id first). */
export async function insertRow(ctx: SeedContext, table: string, row: Record<string, unknown>): Promise<number> {
  const [id] = await ctx.trx(table).insert({ ...row, ...stamps(ctx) });
  return Number(id);
}

/** Inserts many rows of the same keys (SQLite writes NULL, not defaults, for missing keys). */
export async function insertRows(ctx: SeedContext, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
  const stamp = stamps(ctx);
  for (let i = 0; i < rows.length; i += 200) {
    await ctx.trx(table).insert(rows.slice(i, i + 200).map((row) => ({ ...row, ...stamp })));
  }
}

/**
 * Marks a dancer checked in at the event: their ticket row, made free when they had none. As a real
 * check-in does, it numbers their entries in the event's battles (battle check-in is the event's):
 * without it a dancer of another battle that day showed 'Checked in' with no number, and the
 * battle's count of checked-in dancers (those numbered) disagreed with its list.
 */
export async function checkInAttendee(ctx: SeedContext, eventId: number, userId: number, qrPrefix: string): Promise<void> {
  const checkedInAt = toSqlDateTime(ctx.now);
  const row = (await ctx.trx('attendances').where({ event_id: eventId, user_id: userId }).first('id')) as
    { id: number } | undefined;
  if (row) await ctx.trx('attendances').where({ id: row.id }).update({ checked_in_at: checkedInAt });
  else
    await insertRow(ctx, 'attendances', {
      event_id: eventId,
      user_id: userId,
      payment: 'free',
      amount: 0,
      qr_token: `${qrPrefix}-${eventId}-${userId}`,
      checked_in_at: checkedInAt,
    });
  await createBattleNumbersRepository().assign(ctx.trx, eventId, userId, ctx.now);
}
