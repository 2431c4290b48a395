import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { connect } from '../../src/db/connection.js';
import { migrateLatest } from '../../src/db/open-database.js';
import { TABLES_CHILDREN_FIRST } from '../../src/migrations/index.js';
import { MYSQL_SERVER_URL, withServer } from '../mysql-server.js';

export type TestEngine = 'sqlite' | 'mysql';

export function testEngine(): TestEngine {
  const engine = process.env.TEST_DB;
  if (engine !== 'sqlite' && engine !== 'mysql')
    throw new Error('TEST_DB is not set: run the api tests through jest projects api-sqlite / api-mysql');
  return engine;
}

let files = 0;

/**
 * A migrated, empty database for one test file. SQLite: a new file. MySQL: the worker's own
 * database (files of one worker run one after another), migrated once and emptied per file.
 */
export async function openTestDatabase(): Promise<{ db: Knex; tempDir: string }> {
  const root = process.env.CYPHER_TEST_SQLITE_DIR ?? os.tmpdir();
  const tempDir = fs.mkdtempSync(path.join(root, `file-${process.pid}-${++files}-`));
  if (testEngine() === 'sqlite') {
    const db = connect({ databaseUrl: null, sqliteFile: path.join(tempDir, 'cypher.sqlite') });
    await migrateLatest(db);
    return { db, tempDir };
  }
  const name = process.env.CYPHER_TEST_MYSQL_DB!;
  await withServer((connection) =>
    connection.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`),
  );
  const db = connect({ databaseUrl: `${MYSQL_SERVER_URL}/${name}`, sqliteFile: '' });
  await migrateLatest(db);
  for (const table of TABLES_CHILDREN_FIRST) await db(table).del();
  return { db, tempDir };
}
