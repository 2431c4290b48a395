import type { Knex } from 'knex';
import { rebuildStandings } from '../services/leaderboard-standings.js';
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
  await rebuildStandings(db);
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('leaderboard_ties');
  await db.schema.dropTableIfExists('leaderboard_standings');
}
