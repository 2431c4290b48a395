import { createTestContext, TEST_NOW, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';

let ctx: TestContext;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const f = fixtures(ctx.db);
  const org = await f.org({ name: 'Uprock Union' });
  ids.org = org;
  ids.kairo = await f.user({ dancerName: 'Kid Kairo', firstName: 'Kairo', lastName: 'Mendes' });
  ids.nova = await f.user({ dancerName: 'b-girl Nova', battlesWonPublic: false });
  ids.spinz = await f.user({ dancerName: 'Spinz' });
  ids.atomic = await f.user({ dancerName: 'Atomic Ant' });
  await f.user({ dancerName: null });
  await f.user({ dancerName: 'Released One', releasedAt: TEST_NOW });
  await f.orgMember(org, ids.kairo);
  await f.orgMember(org, ids.spinz);
  ids.draft = await f.org({ name: 'Unpublished Union', status: 'draft' });
  await f.orgMember(ids.draft, ids.nova);

  const past = await f.event({ startDays: -10, endDays: -9 });
  const other = await f.event({ startDays: -40, endDays: -39 });
  await f.attend(past, ids.kairo, true);
  await f.attend(other, ids.kairo, true);
  await f.attend(past, ids.nova, false);
  await f.staff(past, ids.spinz, 'dj');
  const solo = await f.battle(past);
  const kairoEntry = await f.entry(solo, ids.kairo);
  await f.entry(solo, ids.nova);
  await f.result(solo, 1, { entryId: kairoEntry });
  const crews = await f.battle(other, { crewSize: 2 });
  const crew = await f.crew(crews, 'Concrete Kings');
  await f.entry(crews, ids.nova, { crewId: crew });
  await f.entry(crews, ids.kairo, { crewId: crew });
  await f.result(crews, 1, { crewId: crew });
  await f.judge(crews, ids.atomic);
});
afterAll(() => ctx.close());

const names = (body: { dancerName: string }[]) => body.map((u) => u.dancerName);

describe('GET /users', () => {
  it('lists dancers with names, not released, sorted case-insensitively', async () => {
    const asc = await ctx.api().get('/users').expect(200);
    expect(names(asc.body)).toEqual(['Atomic Ant', 'b-girl Nova', 'Kid Kairo', 'Spinz']);
    const desc = await ctx.api().get('/users?sb=name-desc').expect(200);
    expect(names(desc.body)).toEqual(['Spinz', 'Kid Kairo', 'b-girl Nova', 'Atomic Ant']);
  });

  it('searches, filters by organization, excludes ids and pages', async () => {
    expect(names((await ctx.api().get('/users?k=KAI').expect(200)).body)).toEqual(['Kid Kairo']);
    expect(names((await ctx.api().get(`/users?orgs=${ids.org}`).expect(200)).body)).toEqual(['Kid Kairo', 'Spinz']);
    expect(names((await ctx.api().get(`/users?ex=${ids.kairo},${ids.spinz}`).expect(200)).body)).toEqual([
      'Atomic Ant',
      'b-girl Nova',
    ]);
    expect(names((await ctx.api().get('/users?pp=3&p=1').expect(200)).body)).toEqual(['Spinz']);
  });

  it('filters by a draft organization as by an unknown one: its members are not public', async () => {
    expect(names((await ctx.api().get(`/users?orgs=${ids.draft}`).expect(200)).body)).toEqual([]);
    expect(names((await ctx.api().get('/users?orgs=999999').expect(200)).body)).toEqual([]);
    expect(names((await ctx.api().get(`/users?orgs=${ids.org},${ids.draft}`).expect(200)).body)).toEqual(['Kid Kairo', 'Spinz']);
  });

  it('computes card stats and leaves private ones null', async () => {
    const res = await ctx.api().get('/users').expect(200);
    const kairo = res.body.find((u: { id: number }) => u.id === ids.kairo);
    expect(kairo).toMatchObject({
      fullName: 'Kairo Mendes',
      birthday: '04/03/1999',
      eventsAttended: 2,
      battlesEntered: 2,
      battlesWon: 2,
    });
    const nova = res.body.find((u: { id: number }) => u.id === ids.nova);
    expect(nova).toMatchObject({ eventsAttended: 0, battlesEntered: 2, battlesWon: null });
  });

  it('counts the directory', async () => {
    expect((await ctx.api().get('/users/count').expect(200)).body).toEqual({ count: 4 });
  });
});

describe('GET /user/:id', () => {
  it('answers the profile with computed stats and organizations', async () => {
    const res = await ctx.api().get(`/user/${ids.kairo}`).expect(200);
    expect(res.body).toMatchObject({
      id: ids.kairo,
      dancerName: 'Kid Kairo',
      fullName: 'Kairo Mendes',
      canEdit: false,
      eventsAttended: 2,
      battlesEntered: 2,
      battlesWon: 2,
      eventsDj: 0,
      battlesJudged: 0,
    });
    expect(res.body.organizations).toEqual([{ id: ids.org, name: 'Uprock Union', image: null }]);
    expect(res.body.aEmail).toBeUndefined();
    expect((await ctx.api().get(`/user/${ids.spinz}`).expect(200)).body.eventsDj).toBe(1);
    expect((await ctx.api().get(`/user/${ids.atomic}`).expect(200)).body.battlesJudged).toBe(1);
  });

  it('leaves out a stat the dancer keeps private', async () => {
    const res = await ctx.api().get(`/user/${ids.nova}`).expect(200);
    expect(res.body.privacy.battlesWon).toBe(false);
    expect(res.body).not.toHaveProperty('battlesWon');
    expect(res.body.battlesEntered).toBe(2);
  });
});
