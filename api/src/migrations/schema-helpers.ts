import type { Knex } from 'knex';

/**
 * Column helpers shared by the migrations so both engines get the same shape.
 * created_at/updated_at have no database default: `knex.fn.now(3)` is MySQL-only, so the
 * repositories always write them (through toSqlDateTime).
 */
export function timestamps(t: Knex.CreateTableBuilder): void {
  t.datetime('created_at', { precision: 3 }).notNullable();
  t.datetime('updated_at', { precision: 3 }).notNullable();
}

export function dateTime(t: Knex.CreateTableBuilder, name: string): Knex.ColumnBuilder {
  return t.datetime(name, { precision: 3 }).nullable();
}

export interface RefOptions {
  nullable?: boolean;
  onDelete?: 'CASCADE' | 'SET NULL' | 'RESTRICT';
  /** false when a composite index or unique key already starts with this column. */
  index?: boolean;
}

/** A foreign key column: unsigned int (matching `increments`), constraint, and its own index. */
export function ref(t: Knex.CreateTableBuilder, column: string, table: string, options: RefOptions = {}): void {
  const nullable = options.nullable ?? false;
  const col = t.integer(column).unsigned();
  if (nullable) col.nullable();
  else col.notNullable();
  t.foreign(column)
    .references('id')
    .inTable(table)
    .onDelete(options.onDelete ?? (nullable ? 'SET NULL' : 'CASCADE'));
  if (options.index ?? true) t.index([column]);
}

/** Social links carried by profiles and organizations. */
export function socials(t: Knex.CreateTableBuilder, withEmail: boolean): void {
  t.string('social_facebook', 300).nullable();
  t.string('social_instagram', 300).nullable();
  t.string('social_twitter', 300).nullable();
  t.string('social_youtube', 300).nullable();
  t.string('social_website', 300).nullable();
  if (withEmail) t.string('social_email', 254).nullable();
}

export function withCharset(db: Knex, t: Knex.CreateTableBuilder): void {
  if (String(db.client.config.client).startsWith('mysql')) {
    t.charset('utf8mb4');
    t.collate('utf8mb4_unicode_ci');
    t.engine('InnoDB');
  }
}
