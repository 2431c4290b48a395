import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';

let ctx: TestContext;
let orgId: number;
let plainOrg: number;

/**
 * 2026 (the test clock's year): Alpha 100; Bravo, Echo, Foxtrot 70 (Echo and Foxtrot as a
 * crew); Charlie, Delta 50; Golf 30 (crew of one). 2025: Delta 100, Golf 70. Another
 * organization's result for Alpha never counts here.
 */
beforeAll(async () => {
  ctx = await createTestContext();
  const f = fixtures(ctx.db);
  orgId = await f.org({ name: 'Ranked Org' });
  plainOrg = await f.org({ name: 'Other Org' });
  const u: Record<string, number> = {};
  for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf'])
    u[name] = await f.user({ dancerName: name });
  const event = await f.event({ title: 'Season', startDays: -30, endDays: -29, orgId });

  const solo = await f.battle(event, { orgId });
  for (const [name, place] of [
    ['Alpha', 1],
    ['Bravo', 2],
    ['Charlie', 4],
    ['Delta', 4],
  ] as const) {
    await f.result(solo, place, { entryId: await f.entry(solo, u[name]), orgId, year: 2026 });
  }
  const crews = await f.battle(event, { orgId, crewSize: 2 });
  const second = await f.crew(crews, 'Duo');
  const eighth = await f.crew(crews, 'Solo Crew');
  await f.entry(crews, u.Echo, { crewId: second });
  await f.entry(crews, u.Foxtrot, { crewId: second });
  await f.entry(crews, u.Golf, { crewId: eighth });
  await f.result(crews, 2, { crewId: second, orgId, year: 2026 });
  await f.result(crews, 8, { crewId: eighth, orgId, year: 2026 });

  const lastYear = await f.battle(event, { orgId });
  await f.result(lastYear, 1, { entryId: await f.entry(lastYear, u.Delta), orgId, year: 2025 });
  await f.result(lastYear, 2, { entryId: await f.entry(lastYear, u.Golf), orgId, year: 2025 });

  const elsewhere = await f.battle(event, { orgId: plainOrg });
  await f.result(elsewhere, 1, { entryId: await f.entry(elsewhere, u.Alpha), orgId: plainOrg, year: 2026 });
});
afterAll(() => ctx.close());

const board = async (query: string, id = orgId) => {
  const res = await ctx.api().get(`/orgs/${id}/leaderboard${query}`).expect(200);
  return (res.body as { dancerName: string; points: number; rank: number }[]).map((m) => `${m.rank} ${m.dancerName} ${m.points}`);
};

describe('GET /orgs/:id/leaderboard', () => {
  it('ranks the current year by points; equal points share a rank and the next rank skips', async () => {
    expect(await board('')).toEqual([
      '1 Alpha 100',
      '2 Bravo 70',
      '2 Echo 70',
      '2 Foxtrot 70',
      '5 Charlie 50',
      '5 Delta 50',
      '7 Golf 30',
    ]);
  });

  it('answers each member with id, dancer name, avatar, points and rank', async () => {
    const res = await ctx.api().get(`/orgs/${orgId}/leaderboard?pp=1`).expect(200);
    expect(res.body).toEqual([{ id: expect.any(Number), dancerName: 'Alpha', avatar: null, points: 100, rank: 1 }]);
  });

  it('reverses the rank order and sorts by name either way', async () => {
    expect(await board('?sb=rank-desc')).toEqual([
      '7 Golf 30',
      '5 Delta 50',
      '5 Charlie 50',
      '2 Foxtrot 70',
      '2 Echo 70',
      '2 Bravo 70',
      '1 Alpha 100',
    ]);
    expect((await board('?sb=name-asc')).map((row) => row.split(' ')[1])).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
      'Echo',
      'Foxtrot',
      'Golf',
    ]);
    expect((await board('?sb=name-desc'))[0]).toBe('7 Golf 30');
  });

  it('filters by year, and year 0 sums all years', async () => {
    expect(await board('?y=2025')).toEqual(['1 Delta 100', '2 Golf 70']);
    expect(await board('?y=2024')).toEqual([]);
    expect(await board('?y=0')).toEqual([
      '1 Delta 150',
      '2 Alpha 100',
      '2 Golf 100',
      '4 Bravo 70',
      '4 Echo 70',
      '4 Foxtrot 70',
      '7 Charlie 50',
    ]);
  });

  it('pages without overlap', async () => {
    expect(await board('?pp=2&p=1')).toEqual(['2 Echo 70', '2 Foxtrot 70']);
    expect(await board('?pp=2&p=3')).toEqual(['7 Golf 30']);
  });

  it('counts only the organization’s own battles', async () => {
    expect(await board('', plainOrg)).toEqual(['1 Alpha 100']);
  });

  it('sorts by name instead of rank when the organization disables ranking', async () => {
    await ctx.db('orgs').where({ id: orgId }).update({ ranking_disabled: true });
    try {
      const byName = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf'];
      expect((await board('?sb=rank-asc')).map((row) => row.split(' ')[1])).toEqual(byName);
      expect((await board('')).map((row) => row.split(' ')[1])).toEqual(byName);
      expect((await board('?sb=rank-desc')).map((row) => row.split(' ')[1])).toEqual([...byName].reverse());
    } finally {
      await ctx.db('orgs').where({ id: orgId }).update({ ranking_disabled: false });
    }
  });

  it.each([
    ['pp=101', 'query.pp'],
    ['pp=0', 'query.pp'],
    ['sb=points', 'query.sb'],
    ['y=-1', 'query.y'],
    ['p=x', 'query.p'],
  ])('answers 400 for ?%s naming %s', async (query, field) => {
    const res = await ctx.api().get(`/orgs/${orgId}/leaderboard?${query}`).expect(400);
    expect(res.body.error.details.field).toBe(field);
  });

  it('answers 404 for an unknown organization', async () => {
    await ctx.api().get('/orgs/999999/leaderboard').expect(404);
  });
});
