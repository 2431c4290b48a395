import fs from 'node:fs';
import path from 'node:path';
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';
import { rebuildStandings } from '../src/services/index.js';
import * as leaderboardStandings from '../src/migrations/2026-11-23-09-00-00-leaderboard-standings.js';

const MIGRATIONS_DIR = path.join(__dirname, '../src/migrations');

describe('migrations are frozen', () => {
  it('import no application code: only packages and their own schema helpers', () => {
    const foreign = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        [...fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8').matchAll(/from '([^']+)'/g)]
          .map((match) => match[1])
          .filter((source) => source.startsWith('../') || source.startsWith('@cypher/'))
          .map((source) => `${file}: ${source}`),
      );
    expect(foreign).toEqual([]);
  });
});

describe('the leaderboard standings migration', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const table = async (name: string, columns: string[]) =>
    (await ctx.db(name).select(columns).orderBy(columns)).map((row) => columns.map((column) => Number(row[column])).join(' '));
  const standings = () => table('leaderboard_standings', ['org_id', 'year', 'user_id', 'points']);
  const ties = () => table('leaderboard_ties', ['org_id', 'year', 'points', 'dancers']);

  it('fills the standings of results written before it exactly as the standings service does', async () => {
    const f = fixtures(ctx.db);
    const orgs = [await f.org({ name: 'Frozen One' }), await f.org({ name: 'Frozen Two' })];
    const dancers = [];
    for (const name of ['Ana', 'Ben', 'Cid', 'Dee']) dancers.push(await f.user({ dancerName: name }));
    const eventId = await f.event({ title: 'Frozen Season', startDays: -30, endDays: -29, orgId: orgs[0] });
    const places = [1, 2, 4, 4, 8, 16, 32, 3];
    for (const [i, place] of places.entries()) {
      const orgId = orgs[i % 2];
      const battleId = await f.battle(eventId, { orgId });
      const entryId = await f.entry(battleId, dancers[i % dancers.length]);
      await f.result(battleId, place, { entryId, orgId, year: 2025 + (i % 2) });
    }
    // A crew result earns every dancer of the crew.
    const crewBattle = await f.battle(eventId, { orgId: orgs[0], crewSize: 2 });
    const crewId = await f.crew(crewBattle, 'Frozen Crew');
    for (const dancer of dancers.slice(0, 2)) await f.entry(crewBattle, dancer, { crewId });
    await f.result(crewBattle, 2, { crewId, orgId: orgs[0], year: 2026 });

    await leaderboardStandings.down(ctx.db);
    await leaderboardStandings.up(ctx.db);
    const migrated = { standings: await standings(), ties: await ties() };
    expect(migrated.standings.length).toBeGreaterThan(0);

    await ctx.db('leaderboard_ties').del();
    await ctx.db('leaderboard_standings').del();
    await rebuildStandings(ctx.db);
    expect({ standings: await standings(), ties: await ties() }).toEqual(migrated);
  }, 30_000);
});
