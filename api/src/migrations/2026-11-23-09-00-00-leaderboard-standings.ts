import type { Knex } from 'knex';
import { ref, withCharset } from './schema-helpers.js';

/**
 * Leaderboard standings kept by the writes of battle results instead of being summed and ranked on
 * every read (api/README.md, "Organizations" → Leaderboard). Year 0 holds the all-years totals.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('leaderboard_standings', (t) => {
    withCharset(db, t);
    ref(t, 'org_id', 'orgs', { index: false });
    t.integer('year').notNullable();
    ref(t, 'user_id', 'users');
    t.integer('points').notNullable();
    // The dancer's users.search_name, copied so the name order is one index range too.
    t.string('search_name', 100).notNullable().defaultTo('');
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.primary(['org_id', 'year', 'user_id']);
    // Name order; points last so a page (and the rows an offset skips) never leaves the index.
    t.index(['org_id', 'year', 'search_name', 'user_id', 'points'], 'leaderboard_standings_by_name');
  });
  // Rank order is points DESC then name and id ASC: a descending key part (MariaDB ≥ 10.8, SQLite)
  // lets both directions read the index forwards or backwards without a sort. Knex has no syntax
  // for key order, hence raw DDL (the same text on both engines).
  await db.schema.raw(
    'CREATE INDEX leaderboard_standings_by_rank ON leaderboard_standings (org_id, year, points DESC, search_name, user_id)',
  );

  // How many dancers share each points total of an (org, year): a rank is 1 + the dancers above,
  // summed over the few distinct totals instead of counted over every dancer.
  await db.schema.createTable('leaderboard_ties', (t) => {
    withCharset(db, t);
    ref(t, 'org_id', 'orgs', { index: false });
    t.integer('year').notNullable();
    t.integer('points').notNullable();
    t.integer('dancers').notNullable();
    t.primary(['org_id', 'year', 'points']);
  });

  // Results written before this migration get their standings now.
  await fillFromResults(db);
}

/**
 * Leaderboard points per place as they were when this migration was written. A migration is
 * frozen: it never imports application code, so a later change of the points table or of the
 * standings service cannot change what this step did to an existing database.
 */
const POINTS_CASE =
  'CASE r.place WHEN 1 THEN 100 WHEN 2 THEN 70 WHEN 4 THEN 50 WHEN 8 THEN 30 WHEN 16 THEN 20 WHEN 32 THEN 10 ELSE 0 END';

/** Standings (per year, and year 0 for all years) and ties of every organization from battle_results. */
async function fillFromResults(db: Knex): Promise<void> {
  const stamp = new Date().toISOString().slice(0, 23).replace('T', ' ');
  // A solo result earns its entry's dancer, a crew result every dancer of the crew.
  const earned = `
    SELECT r.org_id, r.year, e.user_id, ${POINTS_CASE} AS points
      FROM battle_results r JOIN battle_entries e ON e.id = r.entry_id WHERE r.org_id IS NOT NULL
    UNION ALL
    SELECT r.org_id, r.year, e.user_id, ${POINTS_CASE} AS points
      FROM battle_results r JOIN battle_entries e ON e.crew_id = r.crew_id WHERE r.org_id IS NOT NULL`;
  for (const year of ['earned.year', '0']) {
    const groupYear = year === '0' ? '' : ', earned.year';
    await db.raw(
      `INSERT INTO leaderboard_standings (org_id, year, user_id, points, search_name, updated_at)
       SELECT totals.org_id, totals.year, totals.user_id, totals.points, COALESCE(u.search_name, ''), ?
         FROM (SELECT earned.org_id, ${year} AS year, earned.user_id, SUM(earned.points) AS points
                 FROM (${earned}) earned
                GROUP BY earned.org_id${groupYear}, earned.user_id
               HAVING SUM(earned.points) > 0) totals
         JOIN users u ON u.id = totals.user_id`,
      [stamp],
    );
  }
  await db.raw(
    `INSERT INTO leaderboard_ties (org_id, year, points, dancers)
     SELECT org_id, year, points, COUNT(*) FROM leaderboard_standings GROUP BY org_id, year, points`,
  );
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('leaderboard_ties');
  await db.schema.dropTableIfExists('leaderboard_standings');
}
