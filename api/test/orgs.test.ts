import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';

let ctx: TestContext;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const f = fixtures(ctx.db);
  ids.uprock = await f.org({ name: 'Uprock Union', agreement: true });
  ids.freeze = await f.org({ name: 'west coast freeze' });
  ids.berlin = await f.org({ name: 'Berlin Breaking Society' });
  await f.org({ name: 'Hidden Draft Org', status: 'draft' });
  const users = [];
  for (const name of ['Kid Kairo', 'B-Girl Nova', 'Spinz', 'Lady Torque', 'Atomic Ant'])
    users.push(await f.user({ dancerName: name }));
  ids.kairo = users[0];
  await f.orgRole(ids.uprock, users[0], 'admin');
  await f.orgRole(ids.uprock, users[1], 'promoter');
  for (const user of users.slice(0, 4)) await f.orgMember(ids.uprock, user);
  await f.orgMember(ids.freeze, users[4]);

  await f.event({ title: 'Now', startDays: -1, endDays: 1, orgId: ids.uprock });
  await f.event({ title: 'Soon', startDays: 2, endDays: 3, orgId: ids.uprock });
  await f.event({ title: 'Later', startDays: 20, endDays: 21, orgId: ids.freeze });
  const past = await f.event({ title: 'Gone', startDays: -20, endDays: -19, orgId: ids.uprock });
  await f.event({ title: 'Draft', startDays: 2, endDays: 3, orgId: ids.uprock, status: 'draft' });

  // Results: a 1 vs 1 won by Kairo (100) with Nova second (70); a 2 vs 2 whose winning crew
  // has two dancers (2 × 100) and whose Top 4 crew has one (50).
  const solo = await f.battle(past, { orgId: ids.uprock });
  const kairoEntry = await f.entry(solo, users[0]);
  const novaEntry = await f.entry(solo, users[1]);
  await f.result(solo, 1, { entryId: kairoEntry, orgId: ids.uprock });
  await f.result(solo, 2, { entryId: novaEntry, orgId: ids.uprock });
  const crews = await f.battle(past, { orgId: ids.uprock, crewSize: 2 });
  const winners = await f.crew(crews, 'Concrete Kings');
  const fourth = await f.crew(crews, 'Floor Lords');
  await f.entry(crews, users[2], { crewId: winners });
  await f.entry(crews, users[3], { crewId: winners });
  await f.entry(crews, users[4], { crewId: fourth });
  await f.result(crews, 1, { crewId: winners, orgId: ids.uprock });
  await f.result(crews, 4, { crewId: fourth, orgId: ids.uprock });
});
afterAll(() => ctx.close());

describe('GET /orgs', () => {
  it('lists published organizations by name with members and event counts per period', async () => {
    const res = await ctx.api().get('/orgs').expect(200);
    expect(res.body.items.map((o: { name: string }) => o.name)).toEqual([
      'Berlin Breaking Society',
      'Uprock Union',
      'west coast freeze',
    ]);
    expect(res.body.items[1]).toEqual({
      id: ids.uprock,
      name: 'Uprock Union',
      image: null,
      status: 'published',
      membersCount: 4,
      current: 1,
      future: 1,
      past: 1,
    });
    expect(res.body.items[0]).toMatchObject({ membersCount: 0, current: 0, future: 0, past: 0 });
    expect(res.body).toMatchObject({ totalCurrent: 1, totalFuture: 2, totalPast: 1, total: 3 });
  });

  it('searches names case-insensitively, pages, and narrows to a dancer’s organizations', async () => {
    const k = await ctx.api().get('/orgs?k=WEST').expect(200);
    expect(k.body.items.map((o: { id: number }) => o.id)).toEqual([ids.freeze]);
    expect(k.body).toMatchObject({ total: 1, totalFuture: 1, totalCurrent: 0 });
    // The filter dialog's search is trimmed: spaces around the words do not count.
    const spaced = await ctx.api().get('/orgs?k=%20%20wEsT%20').expect(200);
    expect(spaced.body).toEqual(k.body);
    const page = await ctx.api().get('/orgs?pp=2&p=1').expect(200);
    expect(page.body.items.map((o: { id: number }) => o.id)).toEqual([ids.freeze]);
    expect(page.body.total).toBe(3);
    const mine = await ctx.api().get(`/orgs?u=${ids.kairo}`).expect(200);
    expect(mine.body.items.map((o: { id: number }) => o.id)).toEqual([ids.uprock]);
  });
});

describe('GET /orgs/:id', () => {
  it('answers the organization with roles, stats and points from the points table', async () => {
    const res = await ctx.api().get(`/orgs/${ids.uprock}`).expect(200);
    expect(res.body).toMatchObject({
      id: ids.uprock,
      name: 'Uprock Union',
      status: 'published',
      founded: '05/01/2010',
      membersCount: 4,
      totalMembers: 4,
      totalEvents: 3,
      totalPoints: 100 + 70 + 2 * 100 + 50,
      canEdit: false,
      agreement: { title: 'Agreement', subtitle: '', version: '1', text: '<p>Rules</p>' },
      waiver: null,
    });
    expect(res.body.admins.map((u: { dancerName: string }) => u.dancerName)).toEqual(['Kid Kairo']);
    expect(res.body.promoters.map((u: { dancerName: string }) => u.dancerName)).toEqual(['B-Girl Nova']);
  });

  it('hides draft organizations', async () => {
    const draft = (await ctx.db('orgs').where({ name: 'Hidden Draft Org' }).first()) as { id: number };
    await ctx.api().get(`/orgs/${draft.id}`).expect(404);
  });
});
