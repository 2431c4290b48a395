import type { Knex } from 'knex';
import { engineOf } from '../db/connection.js';

/** A row as the driver answers it; repositories convert it before it leaves them. */
export type Row = Record<string, unknown>;

/** A nullable id or number column (drivers answer numbers, bigints or decimal text). */
export function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** `%text%` for LIKE with `!` as the escape character (same on MySQL and SQLite). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** `column LIKE ? ESCAPE '!'` — the column holds lower-cased text so both engines match alike. */
export function whereContains(query: Knex.QueryBuilder, column: string, text: string): Knex.QueryBuilder {
  return query.whereRaw(`?? LIKE ? ESCAPE '!'`, [column, containsPattern(text)]);
}

/** Groups `{ key, n }` rows into a map (counts per id). */
export function countsBy(rows: Row[], key: string, value = 'n'): Map<number, number> {
  return new Map(rows.map((row) => [Number(row[key]), Number(row[value] ?? 0)]));
}

/**
 * `table` read through `index` on both engines (MariaDB FORCE INDEX, SQLite INDEXED BY): for a
 * query whose page can cover the whole table, where the optimizer would otherwise pick by size.
 */
export function throughIndex(db: Knex, table: string, index: string): Knex.QueryBuilder {
  const hint = engineOf(db) === 'mysql' ? 'FORCE INDEX (??)' : 'INDEXED BY ??';
  return db.from(db.raw(`?? ${hint}`, [table, index]));
}
