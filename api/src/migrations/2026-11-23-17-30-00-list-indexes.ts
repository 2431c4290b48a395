import type { Knex } from 'knex';

/**
 * Indexes that make a list page cost the page, not the table (issue 7). Both hold every column
 * the list's filters read, so a page (and the rows an offset skips) is read from the index alone
 * and only the page's rows are fetched.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('events', (t) => {
    // The public events list by date: status and deleted_at are equalities, date_start then id is
    // the order (both directions), date_end decides past and now without reading the row.
    t.index(['status', 'deleted_at', 'date_start', 'id', 'date_end'], 'events_public_by_start');
    // An organization's public events per period (the organizations list), counted in the index.
    t.index(['org_id', 'status', 'deleted_at', 'date_start', 'date_end'], 'events_org_periods');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('events', (t) => {
    t.dropIndex([], 'events_public_by_start');
    t.dropIndex([], 'events_org_periods');
  });
}
