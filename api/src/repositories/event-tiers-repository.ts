import type { Knex } from 'knex';
import { toSqlDateTime } from '../db/datetime.js';
import type { Row } from './sql.js';

export interface TierFields {
  id?: number;
  title: string;
  description: string;
  cost: number;
  fees: number;
  taxes: number;
}

/** The wizard's Tiers step: the event's tiers replaced by the list it sends, in its order. */
export function createEventTiersRepository() {
  return {
    async idsOf(trx: Knex.Transaction, eventId: number): Promise<number[]> {
      const rows = (await trx('tiers').where({ event_id: eventId }).select('id')) as Row[];
      return rows.map((row) => Number(row.id));
    },

    /** Tiers somebody holds a ticket for: removing them would take the ticket's price away. */
    async withTickets(trx: Knex.Transaction, tierIds: number[]): Promise<number[]> {
      if (tierIds.length === 0) return [];
      const rows = (await trx('attendances').whereIn('tier_id', tierIds).distinct('tier_id')) as Row[];
      return rows.map((row) => Number(row.tier_id));
    },

    /** Updates the listed tiers that have an id, inserts the others, deletes the rest. */
    async replace(trx: Knex.Transaction, eventId: number, tiers: TierFields[], at: Date): Promise<void> {
      const stamp = toSqlDateTime(at);
      const kept = tiers.flatMap((tier) => (tier.id === undefined ? [] : [tier.id]));
      await trx('tiers').where({ event_id: eventId }).whereNotIn('id', kept).delete();
      for (const [position, tier] of tiers.entries()) {
        const values = {
          title: tier.title,
          description: tier.description,
          cost: tier.cost,
          fees: tier.fees,
          taxes: tier.taxes,
          position,
          updated_at: stamp,
        };
        if (tier.id === undefined) await trx('tiers').insert({ ...values, event_id: eventId, created_at: stamp });
        else await trx('tiers').where({ id: tier.id, event_id: eventId }).update(values);
      }
    },
  };
}

export type EventTiersRepository = ReturnType<typeof createEventTiersRepository>;
