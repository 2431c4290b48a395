import type { Knex } from 'knex';
import { dateTime } from './schema-helpers.js';

/**
 * An unconfirmed crew member is either invited (by the crew) or asked to join ('Join existing
 * crew'). The two are confirmed by different people (api/README.md, "Battles"), so the entry
 * records when the dancer asked; null means invited or confirmed.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('battle_entries', (t) => {
    dateTime(t, 'join_requested_at');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('battle_entries', (t) => {
    t.dropColumn('join_requested_at');
  });
}
