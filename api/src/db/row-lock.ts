import type { Knex } from 'knex';
import { engineOf } from './connection.js';

/**
 * The one way a write locks the rows it is about to change: on MySQL/MariaDB the select becomes
 * `SELECT … FOR UPDATE`, so concurrent transactions that read the same row queue behind the
 * first one until it commits. SQLite has no FOR UPDATE and needs none: its single writer
 * connection already runs one transaction at a time. Call it inside a transaction.
 */
export function forUpdate<Q extends Knex.QueryBuilder>(db: Knex, query: Q): Q {
  return engineOf(db) === 'mysql' ? (query.forUpdate() as Q) : query;
}
