import type { Knex } from 'knex';

/**
 * How many public events start and end on each UTC day (issue 7): the organizations list's totals
 * per period (now, future, past) are sums over days plus today's events, instead of a pass over
 * every event on each request. Counted: published, not deleted, dated events of a published
 * organization. The event and organization writes keep it in their own transaction
 * (repositories/event-day-counts-repository.ts).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('event_day_counts', (t) => {
    t.string('day', 10).primary();
    t.integer('starts').notNullable().defaultTo(0);
    t.integer('ends').notNullable().defaultTo(0);
  });
  // Events written before this migration. Frozen: its own SQL, not the repository's.
  const counted = `FROM events e JOIN orgs o ON o.id = e.org_id AND o.status = 'published'
    WHERE e.status = 'published' AND e.deleted_at IS NULL AND e.date_start IS NOT NULL AND e.date_end IS NOT NULL`;
  await db.raw(
    `INSERT INTO event_day_counts (day, starts, ends)
     SELECT day, SUM(starts), SUM(ends) FROM (
       SELECT DATE(e.date_start) AS day, 1 AS starts, 0 AS ends ${counted}
       UNION ALL
       SELECT DATE(e.date_end) AS day, 0 AS starts, 1 AS ends ${counted}
     ) marks GROUP BY day`,
  );
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('event_day_counts');
}
