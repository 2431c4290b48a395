import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { ApiConfig } from '../config.js';

export type Engine = 'mysql' | 'sqlite';

/** The engine behind a Knex instance; queries that must differ per dialect ask this. */
export function engineOf(db: Knex): Engine {
  const client = String(db.client.config.client);
  return client === 'mysql2' || client === 'mysql' ? 'mysql' : 'sqlite';
}

/**
 * A Knex instance for the configured engine. MySQL answers DATETIME/DATE as strings
 * (`dateStrings`) so that both engines hand the repositories the same text and one converter
 * (db/datetime.ts) turns it into ISO; SQLite gets foreign keys switched on for every connection.
 */
export function connect(config: Pick<ApiConfig, 'databaseUrl' | 'sqliteFile'>): Knex {
  if (config.databaseUrl) {
    if (!/^mysql:\/\//.test(config.databaseUrl)) {
      throw new Error('DATABASE_URL must start with mysql:// (leave it unset to use SQLite)');
    }
    return knexFactory({
      client: 'mysql2',
      connection: {
        uri: config.databaseUrl,
        dateStrings: true,
        timezone: 'Z',
        charset: 'utf8mb4',
        supportBigNumbers: true,
      } as Knex.MySql2ConnectionConfig,
      pool: { min: 0, max: 10 },
    });
  }
  if (config.sqliteFile !== ':memory:') fs.mkdirSync(path.dirname(config.sqliteFile), { recursive: true });
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename: config.sqliteFile },
    useNullAsDefault: true,
    pool: {
      afterCreate(conn: { pragma: (sql: string) => unknown }, done: (err: Error | null, conn: unknown) => void) {
        conn.pragma('foreign_keys = ON');
        conn.pragma('journal_mode = WAL');
        done(null, conn);
      },
    },
  });
}
