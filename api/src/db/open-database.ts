import type { Knex } from 'knex';
import type { ApiConfig } from '../config.js';
import { migrationSource } from '../migrations/index.js';
import { connect } from './connection.js';

/** Brings the schema up to date (idempotent). */
export async function migrateLatest(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource });
}

/** Connects to the configured engine and migrates it: what every process does first. */
export async function openDatabase(config: Pick<ApiConfig, 'databaseUrl' | 'sqliteFile'>): Promise<Knex> {
  const db = connect(config);
  try {
    await migrateLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
