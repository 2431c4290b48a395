import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';

let ctx: TestContext;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const f = fixtures(ctx.db);
  const uprock = await f.org({ name: 'Uprock Union' });
  const freeze = await f.org({ name: 'West Coast Freeze' });
  ids.uprock = uprock;
  ids.freeze = freeze;
  // now: started and not ended; future: not started; past: ended (relative to TEST_NOW).
  ids.nowA = await f.event({ title: 'Bronx Winter Jam', startDays: -1, endDays: 1, orgId: uprock, createdDaysAgo: 5 });
  ids.nowB = await f.event({ title: 'South Bank Sessions', startDays: -0.5, endDays: 0.5, orgId: freeze, createdDaysAgo: 50 });
  ids.future1 = await f.event({ title: 'Tempodrom Throwdown', startDays: 10, endDays: 11, orgId: uprock, createdDaysAgo: 20 });
  ids.future2 = await f.event({ title: 'Shibuya Footwork Fest', startDays: 3, endDays: 4, orgId: freeze, createdDaysAgo: 30 });
  ids.future3 = await f.event({ title: 'Paris Top Rock Battle', startDays: 30, endDays: 31, createdDaysAgo: 10 });
  ids.past1 = await f.event({ title: 'Brooklyn Summer Cypher', startDays: -30, endDays: -29, orgId: uprock });
  ids.past2 = await f.event({ title: 'Melkweg Breaks', startDays: -3, endDays: -2, orgId: freeze });
  ids.draft = await f.event({ title: 'Secret Draft', startDays: 5, endDays: 6, status: 'draft' });
  await f.event({ title: 'Deleted Jam', startDays: 5, endDays: 6, deleted: true });

  const dancers = [];
  for (const name of ['Kid Kairo', 'B-Girl Nova', 'Spinz', 'Lady Torque', 'Atomic Ant', 'Freeze Frame', 'Nyx', 'DJ Vee'])
    dancers.push(await f.user({ dancerName: name }));
  ids.kairo = dancers[0];
  await f.tier(ids.nowA, 1500, 0);
  await f.tier(ids.nowA, 4000, 1);
  await f.tier(ids.future1, 0, 0);
  await f.staff(ids.nowA, dancers[0], 'organizer');
  await f.staff(ids.nowA, dancers[1], 'admin');
  await f.staff(ids.nowA, dancers[2], 'host');
  await f.staff(ids.nowA, dancers[7], 'dj');
  for (const [i, dancer] of dancers.slice(1, 8).entries()) await f.attend(ids.nowA, dancer, i % 2 === 0, i);
  await f.attend(ids.past1, dancers[0], true);
  const solo = await f.battle(ids.nowA, { title: '1 vs 1 Open', cap: 'registration', limit: 2, orgId: uprock });
  await f.entry(solo, dancers[3]);
  await f.entry(solo, dancers[4]);
  await f.battle(ids.nowA, { title: '2 vs 2', crewSize: 2 });
});
afterAll(() => ctx.close());

const titles = (body: { title: string }[]) => body.map((event) => event.title);

describe('GET /events', () => {
  it('splits published events into now, future and past at query time', async () => {
    const now = await ctx.api().get('/events?t=now').expect(200);
    expect(titles(now.body)).toEqual(['Bronx Winter Jam', 'South Bank Sessions']);
    expect(now.body.every((e: { period: string }) => e.period === 'now')).toBe(true);
    const future = await ctx.api().get('/events?t=future').expect(200);
    expect(titles(future.body)).toEqual(['Shibuya Footwork Fest', 'Tempodrom Throwdown', 'Paris Top Rock Battle']);
    const past = await ctx.api().get('/events?t=past').expect(200);
    // Past events come latest first by default.
    expect(titles(past.body)).toEqual(['Melkweg Breaks', 'Brooklyn Summer Cypher']);
    expect(past.body[0]).toMatchObject({
      status: 'published',
      period: 'past',
      dateStart: expect.stringMatching(/Z$/),
      locationLat: 40.7003,
    });
  });

  it('never lists drafts or deleted events', async () => {
    const all = await ctx.api().get('/events?pp=100').expect(200);
    expect(all.body).toHaveLength(7);
    expect(titles(all.body)).not.toContain('Secret Draft');
    expect(titles(all.body)).not.toContain('Deleted Jam');
  });

  it('pages with p and pp without overlap', async () => {
    const first = await ctx.api().get('/events?t=future&pp=2&p=0').expect(200);
    const second = await ctx.api().get('/events?t=future&pp=2&p=1').expect(200);
    const third = await ctx.api().get('/events?t=future&pp=2&p=2').expect(200);
    expect(titles(first.body)).toEqual(['Shibuya Footwork Fest', 'Tempodrom Throwdown']);
    expect(titles(second.body)).toEqual(['Paris Top Rock Battle']);
    expect(third.body).toEqual([]);
  });

  it('sorts by name and by creation date in both directions', async () => {
    const az = await ctx.api().get('/events?t=future&s=name-asc').expect(200);
    expect(titles(az.body)).toEqual(['Paris Top Rock Battle', 'Shibuya Footwork Fest', 'Tempodrom Throwdown']);
    const za = await ctx.api().get('/events?t=future&s=name-desc').expect(200);
    expect(titles(za.body)).toEqual(['Tempodrom Throwdown', 'Shibuya Footwork Fest', 'Paris Top Rock Battle']);
    const newest = await ctx.api().get('/events?t=future&s=created-desc').expect(200);
    expect(titles(newest.body)).toEqual(['Paris Top Rock Battle', 'Tempodrom Throwdown', 'Shibuya Footwork Fest']);
  });

  it('searches titles case-insensitively and filters by organizations and by dancer', async () => {
    const keyword = await ctx.api().get('/events?k=JAM').expect(200);
    expect(titles(keyword.body)).toEqual(['Bronx Winter Jam']);
    const percent = await ctx.api().get('/events?k=%25').expect(200);
    expect(percent.body).toEqual([]);
    const org = await ctx.api().get(`/events?o=${ids.uprock}&t=future`).expect(200);
    expect(titles(org.body)).toEqual(['Tempodrom Throwdown']);
    const both = await ctx.api().get(`/events?o=${ids.uprock},${ids.freeze}&t=now`).expect(200);
    expect(both.body).toHaveLength(2);
    const mine = await ctx.api().get(`/events?u=${ids.kairo}&pp=100`).expect(200);
    expect(titles(mine.body).sort()).toEqual(['Bronx Winter Jam', 'Brooklyn Summer Cypher']);
  });

  it('answers the calendar window: events overlapping [start, end)', async () => {
    const res = await ctx.api().get('/events?pp=999&start=2026-06-16&end=2026-06-20').expect(200);
    expect(titles(res.body).sort()).toEqual(['Bronx Winter Jam', 'Shibuya Footwork Fest']);
  });
});

describe('GET /events/tabs', () => {
  it('counts each period under the same filters', async () => {
    expect((await ctx.api().get('/events/tabs').expect(200)).body).toEqual({ now: 2, future: 3, past: 2, draft: 0 });
    expect((await ctx.api().get(`/events/tabs?o=${ids.freeze}`).expect(200)).body).toEqual({
      now: 1,
      future: 1,
      past: 1,
      draft: 0,
    });
    // The search dialog's counts: what a keyword finds in each period.
    expect((await ctx.api().get('/events/tabs?k=BRONX').expect(200)).body).toEqual({ now: 1, future: 0, past: 0, draft: 0 });
    expect((await ctx.api().get('/events/tabs?k=footwork').expect(200)).body).toEqual({ now: 0, future: 1, past: 0, draft: 0 });
  });
});

describe('GET /events/:id/going', () => {
  it("lists everyone going, in the avatars' order, a page at a time ('view all')", async () => {
    const event = (await ctx.api().get(`/events/${ids.nowA}`).expect(200)).body;
    const all = await ctx.api().get(`/events/${ids.nowA}/going`).expect(200);
    expect(all.body).toHaveLength(event.whoIsGoingCount);
    expect(all.body.slice(0, 5)).toEqual(event.whoIsGoing);
    const second = await ctx.api().get(`/events/${ids.nowA}/going?p=1&pp=5`).expect(200);
    expect(second.body).toEqual(all.body.slice(5, 10));
  });

  it('answers a draft’s list as the draft itself: not found to visitors; pages of at most 50', async () => {
    await ctx.api().get(`/events/${ids.draft}/going`).expect(404);
    await ctx.api().get('/events/999999/going').expect(404);
    const tooMany = await ctx.api().get(`/events/${ids.nowA}/going?pp=51`).expect(400);
    expect(tooMany.body.error.details.field).toBe('query.pp');
  });
});

describe('GET /events/:id', () => {
  it('answers the event with tiers, price, battles, staff and who is going', async () => {
    const res = await ctx.api().get(`/events/${ids.nowA}`).expect(200);
    const event = res.body;
    expect(event).toMatchObject({
      id: ids.nowA,
      title: 'Bronx Winter Jam',
      period: 'now',
      orgId: ids.uprock,
      priceLabel: '$15 - $40',
    });
    expect(event.tiers.map((t: { cost: number; ticketTotalSum: number }) => [t.cost, t.ticketTotalSum])).toEqual([
      [1500, 1650],
      [4000, 4150],
    ]);
    expect(event.staff.organizer.dancerName).toBe('Kid Kairo');
    expect(event.staff.admins.map((u: { dancerName: string }) => u.dancerName)).toEqual(['B-Girl Nova']);
    expect(event.staff.hosts).toHaveLength(1);
    expect(event.staff.djs.map((u: { dancerName: string }) => u.dancerName)).toEqual(['DJ Vee']);
    expect(event.whoIsGoing).toHaveLength(5);
    expect(event.whoIsGoing[0].dancerName).toBe('B-Girl Nova');
    expect(event.whoIsGoingCount).toBe(7);
    expect(event.battles).toEqual([
      expect.objectContaining({
        title: '1 vs 1 Open',
        crewSize: 1,
        limit: 2,
        isLimitExceeded: true,
        isRegistered: false,
        orgChip: expect.objectContaining({ id: ids.uprock, name: 'Uprock Union' }),
      }),
      expect.objectContaining({
        title: '2 vs 2',
        crewSize: 2,
        limit: 0,
        isLimitExceeded: false,
        orgChip: { id: 0, name: 'Cypher', image: null },
      }),
    ]);
    expect(event.permissions).toEqual({
      canEdit: false,
      canCheckIn: false,
      checkedIn: false,
      showCheckin: true,
      hasTicket: false,
      payAtDoor: false,
    });
    expect(event.tickets).toEqual([]);
    expect(event.attendees).toBeUndefined();
  });

  it('shows Free when every tier costs nothing and hides drafts', async () => {
    expect((await ctx.api().get(`/events/${ids.future1}`).expect(200)).body.priceLabel).toBe('Free');
    const draft = (await ctx.db('events').where({ title: 'Secret Draft' }).first()) as { id: number };
    await ctx.api().get(`/events/${draft.id}`).expect(404);
  });
});

describe('the partner embed on another origin', () => {
  // The widget's reads, as it makes them for two organizations (CORS_ORIGINS is this partner in tests).
  const reads = () => [
    `/events/tabs?o=${ids.uprock},${ids.freeze}`,
    `/events?p=0&pp=50&t=future&s=date-asc&o=${ids.uprock},${ids.freeze}`,
    `/events?p=0&pp=999&start=2026-06-01&end=2026-07-01&o=${ids.uprock},${ids.freeze}`,
    `/events/${ids.nowA}`,
    `/media?e=${ids.nowA}`,
  ];

  it('answers each of its reads to the partner origin, with the two organizations only', async () => {
    for (const path of reads()) {
      const res = await ctx.api().get(path).set('Origin', 'https://partner.example').expect(200);
      expect({ path, allowed: res.headers['access-control-allow-origin'] }).toEqual({
        path,
        allowed: 'https://partner.example',
      });
    }
    const future = await ctx.api().get(reads()[1]!).set('Origin', 'https://partner.example');
    expect(titles(future.body)).toEqual(['Shibuya Footwork Fest', 'Tempodrom Throwdown']);
  });

  it('does not let an origin outside CORS_ORIGINS read them', async () => {
    for (const path of reads()) {
      const res = await ctx.api().get(path).set('Origin', 'https://copycat.example');
      expect({ path, allowed: res.headers['access-control-allow-origin'] }).toEqual({ path, allowed: undefined });
    }
  });
});
