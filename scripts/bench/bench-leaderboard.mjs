// One organization whose battles gave 100,000 dancers a placing (1st … Top 32) over 2021–2026:
// the size at which the leaderboard must still answer a page quickly. Inserted once per database
// as raw battle_results rows, then turned into standings by the API's own rebuild.
import { rebuildStandings } from '@cypher/api';

export const LEADERBOARD_MEMBERS = 100_000;
const BATTLES = 1_000;
const BATCH = 2_000;
const PLACES = [1, 2, 4, 8, 16, 32];
const ORG_NAME = 'Bench League';

const pad = (n, width = 2) => String(n).padStart(width, '0');
const now = new Date();
const stamp = `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())} 00:00:00.000`;

async function insertInBatches(db, table, count, row) {
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(start + BATCH, count); i++) rows.push(row(i));
    await db(table).insert(rows);
  }
}

/** Answers the bench organization's id, seeding it on first use. */
export async function prepareLeaderboard(db) {
  const existing = await db('orgs').where({ name: ORG_NAME }).first('id');
  if (existing) {
    // Results inserted before the standings existed get them here (the migration normally did).
    const standing = await db('leaderboard_standings').where({ org_id: existing.id }).first('user_id');
    if (!standing) await rebuildStandings(db, Number(existing.id));
    return Number(existing.id);
  }
  const [orgId] = await db('orgs').insert({
    name: ORG_NAME,
    search_name: ORG_NAME.toLowerCase(),
    status: 'published',
    created_at: stamp,
    updated_at: stamp,
  });
  const [eventId] = await db('events').insert({
    title: 'Bench League Finals',
    search_title: 'bench league finals',
    org_id: orgId,
    status: 'draft',
    created_at: stamp,
    updated_at: stamp,
  });
  await insertInBatches(db, 'battles', BATTLES, (i) => ({
    event_id: eventId,
    org_id: orgId,
    title: `League battle ${i}`,
    created_at: stamp,
    updated_at: stamp,
  }));
  const battleIds = (await db('battles').where('event_id', eventId).orderBy('id').select('id')).map((r) => Number(r.id));
  const firstUser = Number((await db('users').max({ id: 'id' }).first())?.id ?? 0);
  await insertInBatches(db, 'users', LEADERBOARD_MEMBERS, (i) => {
    const name = `League Dancer ${String(i).padStart(6, '0')}`;
    return {
      dancer_name: name,
      search_name: name.toLowerCase(),
      first_name: 'League',
      last_name: `Dancer ${i}`,
      is_main: true,
      created_at: stamp,
      updated_at: stamp,
    };
  });
  const userIds = (await db('users').where('id', '>', firstUser).orderBy('id').select('id')).map((r) => Number(r.id));
  await insertInBatches(db, 'battle_entries', LEADERBOARD_MEMBERS, (i) => ({
    battle_id: battleIds[i % BATTLES],
    user_id: userIds[i],
    created_at: stamp,
    updated_at: stamp,
  }));
  const entries = await db('battle_entries').whereIn('battle_id', battleIds).select('id', 'battle_id');
  for (let start = 0; start < entries.length; start += BATCH) {
    await db('battle_results').insert(
      entries.slice(start, start + BATCH).map((entry, k) => {
        const i = start + k;
        return {
          battle_id: entry.battle_id,
          entry_id: entry.id,
          place: PLACES[(i * 7) % PLACES.length],
          org_id: orgId,
          year: 2021 + ((i * 13) % 6),
          created_at: stamp,
          updated_at: stamp,
        };
      }),
    );
  }
  await rebuildStandings(db, Number(orgId));
  return Number(orgId);
}
