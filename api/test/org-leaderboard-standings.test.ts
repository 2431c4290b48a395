import { createTestContext, TEST_NOW, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';
import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';
import { rebuildStandings, refreshStandings } from '../src/services/index.js';

let ctx: TestContext;
let f: ReturnType<typeof fixtures>;
let orgId: number;
let eventId: number;
let battleId: number;
let renamed: SignedInDancer;
const u: Record<string, number> = {};

/**
 * Standings are written with the results and read alone. 2026: Alpha 100, Bravo 70, Charlie 50,
 * Renamed ("Zulu") 30; 2025: Bravo 100.
 */
beforeAll(async () => {
  ctx = await createTestContext();
  f = fixtures(ctx.db);
  orgId = await f.org({ name: 'Standings Org' });
  for (const name of ['Alpha', 'Bravo', 'Charlie']) u[name] = await f.user({ dancerName: name });
  renamed = await createSignedInDancer(ctx.db, { dancerName: 'Zulu' });
  u.Zulu = renamed.profileId;
  eventId = await f.event({ title: 'Standings Season', startDays: -30, endDays: -29, orgId });
  battleId = await f.battle(eventId, { orgId });
  for (const [name, place] of [
    ['Alpha', 1],
    ['Bravo', 2],
    ['Charlie', 4],
    ['Zulu', 8],
  ] as const) {
    await f.result(battleId, place, { entryId: await f.entry(battleId, u[name]), orgId, year: 2026 });
  }
  const lastYear = await f.battle(eventId, { orgId });
  await f.result(lastYear, 1, { entryId: await f.entry(lastYear, u.Bravo), orgId, year: 2025 });
});
afterAll(() => ctx.close());

const board = async (query: string) => {
  const res = await ctx.api().get(`/orgs/${orgId}/leaderboard${query}`).expect(200);
  return (res.body as { dancerName: string; points: number; rank: number }[]).map((m) => `${m.rank} ${m.dancerName} ${m.points}`);
};
const pointsEarned = async () => (await ctx.api().get(`/orgs/${orgId}`).expect(200)).body.totalPoints as number;

describe('leaderboard standings', () => {
  it('answers a page from the standings alone, without reading battle results', async () => {
    const sql: string[] = [];
    const listen = (query: { sql: string }) => sql.push(query.sql);
    ctx.db.on('query', listen);
    try {
      expect(await board('?y=0')).toEqual(['1 Bravo 170', '2 Alpha 100', '3 Charlie 50', '4 Zulu 30']);
      expect(await board('?sb=name-desc')).toEqual(['4 Zulu 30', '3 Charlie 50', '2 Bravo 70', '1 Alpha 100']);
      expect(await pointsEarned()).toBe(100 + 70 + 50 + 30 + 100);
    } finally {
      ctx.db.off('query', listen);
    }
    expect(sql.length).toBeGreaterThan(0);
    expect(sql.filter((text) => /battle_results|battle_entries/.test(text))).toEqual([]);
  });

  it('follows a new result once the writer refreshes the standings', async () => {
    const late = await f.battle(eventId, { orgId });
    await f.result(late, 1, { entryId: await f.entry(late, u.Charlie), orgId, year: 2026 });
    expect(await board('')).toEqual(['1 Charlie 150', '2 Alpha 100', '3 Bravo 70', '4 Zulu 30']);
    expect(await board('?y=2025')).toEqual(['1 Bravo 100']);
    expect(await board('?y=0')).toEqual(['1 Bravo 170', '2 Charlie 150', '3 Alpha 100', '4 Zulu 30']);
    expect(await pointsEarned()).toBe(350 + 100);
  });

  it('drops a dancer whose only result is removed and closes the ranks', async () => {
    await ctx.db.transaction(async (trx) => {
      const entry = await trx('battle_entries').where({ battle_id: battleId, user_id: u.Alpha }).first('id');
      await trx('battle_results').where({ entry_id: entry.id }).del();
      await refreshStandings(trx, orgId, { years: [2026], userIds: [u.Alpha] }, TEST_NOW);
    });
    expect(await board('')).toEqual(['1 Charlie 150', '2 Bravo 70', '3 Zulu 30']);
    expect(await board('?y=0')).toEqual(['1 Bravo 170', '2 Charlie 150', '3 Zulu 30']);
    expect(await pointsEarned()).toBe(450 - 100);
  });

  it('re-sorts the name order when a dancer changes name', async () => {
    expect((await board('?sb=name-asc')).map((row) => row.split(' ')[1])).toEqual(['Bravo', 'Charlie', 'Zulu']);
    await ctx.api().post('/user').set(renamed.auth).send({ dancerName: 'Able' }).expect(200);
    expect(await board('?sb=name-asc')).toEqual(['3 Able 30', '2 Bravo 70', '1 Charlie 150']);
    expect((await board('?y=0&sb=name-asc')).map((row) => row.split(' ')[1])).toEqual(['Able', 'Bravo', 'Charlie']);
  });

  it('rebuilds standings that fell out of step with the results', async () => {
    await ctx.db('leaderboard_standings').where({ org_id: orgId }).del();
    await ctx.db('leaderboard_ties').where({ org_id: orgId }).del();
    expect(await board('')).toEqual([]);
    await rebuildStandings(ctx.db, orgId, TEST_NOW);
    expect(await board('')).toEqual(['1 Charlie 150', '2 Bravo 70', '3 Able 30']);
    expect(await board('?y=0')).toEqual(['1 Bravo 170', '2 Charlie 150', '3 Able 30']);
  });
});

describe('leaderboard pages with many ties', () => {
  let league: number;
  /** 23 dancers in four points totals (100 ×5, 70 ×7, 50 ×3, 30 ×8), entered one battle each. */
  beforeAll(async () => {
    league = await f.org({ name: 'Tied League' });
    const event = await f.event({ title: 'Tied Season', startDays: -30, endDays: -29, orgId: league });
    const places = [...Array(5).fill(1), ...Array(7).fill(2), ...Array(3).fill(4), ...Array(8).fill(8)] as number[];
    const battle = await f.battle(event, { orgId: league });
    const results: Record<string, unknown>[] = [];
    for (const [i, place] of places.entries()) {
      const user = await f.user({ dancerName: `Tied ${String.fromCharCode(65 + ((i * 7) % 23))}` });
      const entry = await f.entry(battle, user);
      results.push({
        battle_id: battle,
        place,
        entry_id: entry,
        org_id: league,
        year: 2026,
        created_at: '2026-06-15 12:00:00.000',
        updated_at: '2026-06-15 12:00:00.000',
      });
    }
    // Bulk results, then one rebuild: what the seed and the bench do.
    await ctx.db('battle_results').insert(results);
    await rebuildStandings(ctx.db, league, TEST_NOW);
  });

  const leagueBoard = async (query: string) =>
    (
      (await ctx.api().get(`/orgs/${league}/leaderboard?${query}`).expect(200)).body as {
        id: number;
        rank: number;
        points: number;
      }[]
    ).map((m) => `${m.rank}/${m.points}/${m.id}`);

  it.each(['rank-asc', 'rank-desc', 'name-asc', 'name-desc'])('pages %s exactly like one long page', async (sb) => {
    const whole = await leagueBoard(`sb=${sb}&pp=100`);
    expect(whole).toHaveLength(23);
    const paged: string[] = [];
    for (let p = 0; p < 6; p++) paged.push(...(await leagueBoard(`sb=${sb}&pp=4&p=${p}`)));
    expect(paged).toEqual(whole);
    expect(await leagueBoard(`sb=${sb}&pp=4&p=6`)).toEqual([]);
  });

  it('gives each points total the competition rank 1, 6, 13, 16', async () => {
    const ranks = (await leagueBoard('sb=rank-asc&pp=100')).map((row) => row.split('/').slice(0, 2).join('/'));
    expect([...new Set(ranks)]).toEqual(['1/100', '6/70', '13/50', '16/30']);
    const reversed = (await leagueBoard('sb=rank-desc&pp=100')).map((row) => row.split('/').slice(0, 2).join('/'));
    expect([...new Set(reversed)]).toEqual(['16/30', '13/50', '6/70', '1/100']);
  });
});
