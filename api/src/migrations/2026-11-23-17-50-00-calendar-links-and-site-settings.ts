import type { Knex } from 'knex';
import { timestamps, withCharset } from './schema-helpers.js';

/**
 * A dancer's calendar feed token (calendar apps subscribe without a session, so the address holds
 * the key) and site-wide settings an operator sets (Home's banner event).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (t) => {
    t.string('calendar_token', 64).nullable().unique();
  });
  await db.schema.createTable('site_settings', (t) => {
    withCharset(db, t);
    t.string('name', 64).primary();
    t.string('value', 500).nullable();
    timestamps(t);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('site_settings');
  await db.schema.alterTable('users', (t) => {
    t.dropUnique(['calendar_token']);
    t.dropColumn('calendar_token');
  });
}
