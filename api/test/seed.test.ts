import fs from 'node:fs';
import type { Brackets } from '@cypher/contracts';
import { seedDemo } from '../src/seed/seed-demo.js';
import { DEMO_PASSWORD, DEMO_TWO_PROFILES, demoEmailOf } from '../src/seed/seed-accounts.js';
import { createTestContext, TEST_NOW, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
// MariaDB migrations on the shared, loaded machine take longer than a hook's default 5 s.
beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);
afterAll(() => ctx.close());

const count = async (table: string) => Number(((await ctx.db(table).count({ n: '*' }).first()) as { n: unknown }).n);

describe('demo seed', () => {
  it('fills an empty database once, and is a no-op the second time', async () => {
    expect(await seedDemo(ctx.db, { imagesDir: ctx.imagesDir, now: TEST_NOW })).toBe(true);
    const before = {
      users: await count('users'),
      events: await count('events'),
      images: await count('images'),
      results: await count('battle_results'),
    };
    expect(before.users).toBeGreaterThanOrEqual(40);
    expect(await count('orgs')).toBeGreaterThanOrEqual(6);
    expect(before.results).toBeGreaterThan(0);
    expect(await seedDemo(ctx.db, { imagesDir: ctx.imagesDir, now: TEST_NOW })).toBe(false);
    expect({
      users: await count('users'),
      events: await count('events'),
      images: await count('images'),
      results: await count('battle_results'),
    }).toEqual(before);
  }, 30_000);

  it('gives every period events and serves them through the API', async () => {
    const tabs = await ctx.api().get('/events/tabs').expect(200);
    expect(tabs.body).toMatchObject({ now: 2, future: 5, past: 5 });
    const now = await ctx.api().get('/events?t=now').expect(200);
    const detail = await ctx.api().get(`/events/${now.body[0].id}`).expect(200);
    expect(detail.body.battles.length).toBeGreaterThan(0);
    expect(detail.body.whoIsGoingCount).toBeGreaterThan(0);
    expect(detail.body.locationAddress).toMatch(/, (USA|United Kingdom)$/);
    const battle = await ctx.api().get(`/battles/${detail.body.battles[0].id}`).expect(200);
    expect(battle.body.participants.length).toBeGreaterThan(0);
    const past = await ctx.api().get('/events?t=past&pp=1').expect(200);
    const pastDetail = await ctx.api().get(`/events/${past.body[0].id}`).expect(200);
    const finished = await ctx.api().get(`/battles/${pastDetail.body.battles[0].id}`).expect(200);
    expect(finished.body.winners[0].place).toBe(1);
  });

  it('places each event in its venue’s time zone, open 12:00–22:00 local', async () => {
    const list = await ctx.api().get('/events?pp=100').expect(200);
    const zones = Object.fromEntries(list.body.map((e: { title: string; timeZone: string }) => [e.title, e.timeZone]));
    expect(zones).toMatchObject({ 'Bronx Winter Jam': 'America/New_York', 'Tempodrom Throwdown': 'Europe/Berlin' });
    const bronx = list.body.find((e: { title: string }) => e.title === 'Bronx Winter Jam');
    const local = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', dateStyle: 'short', timeStyle: 'short' }).format(
        new Date(iso),
      );
    // TEST_NOW is 15 June 2026 08:00 in New York: the jam began yesterday at noon and ends tomorrow night.
    expect(local(bronx.dateStart)).toBe('14/06/2026, 12:00');
    expect(local(bronx.dateEnd)).toBe('16/06/2026, 22:00');
  });

  it('gives the events now checked-in dancers, ticket holders and some paying at the door', async () => {
    const now = await ctx.api().get('/events?t=now').expect(200);
    const payments = (await ctx.db('attendances').whereIn(
      'event_id',
      now.body.map((e: { id: number }) => e.id),
    )) as {
      payment: string;
      checked_in_at: string | null;
    }[];
    expect(payments.some((a) => a.checked_in_at !== null)).toBe(true);
    expect(payments.some((a) => a.checked_in_at === null)).toBe(true);
    expect(payments.some((a) => a.payment === 'cash_pending' && a.checked_in_at === null)).toBe(true);
  });

  it('numbers every checked-in dancer of a battle, so its list and its count agree', async () => {
    const battles = (await ctx.db('battles').where('crew_size', 1).select('id')) as { id: number }[];
    let checkedIn = 0;
    for (const { id } of battles) {
      const battle = await ctx.api().get(`/battles/${id}`).expect(200);
      for (const dancer of battle.body.participants as { checkedIn: boolean; randId: number | null; dancerName: string }[]) {
        if (!dancer.checkedIn) continue;
        checkedIn += 1;
        expect({ battle: id, dancer: dancer.dancerName, numbered: dancer.randId !== null }).toMatchObject({ numbered: true });
      }
    }
    expect(checkedIn).toBeGreaterThan(0);
  });

  it('gives dancers distinct generated PNG avatars that the image route serves', async () => {
    const users = await ctx.api().get('/users?pp=100').expect(200);
    const avatars = users.body.map((u: { avatar: number }) => u.avatar);
    expect(new Set(avatars).size).toBe(avatars.length);
    const image = await ctx.api().get(`/images/${avatars[0]}?w=48&h=48`).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    const files = fs.readdirSync(ctx.imagesDir).filter((name) => name.startsWith('demo-avatar-'));
    expect(files.length).toBe(avatars.length);
    const orgs = await ctx.api().get('/orgs').expect(200);
    expect(orgs.body.items.every((o: { image: number | null }) => o.image !== null)).toBe(true);
    const withPoints = await Promise.all(orgs.body.items.map((o: { id: number }) => ctx.api().get(`/orgs/${o.id}`)));
    expect(withPoints.some((res) => res.body.totalPoints > 0)).toBe(true);
  });
});

describe('demo judging day', () => {
  it('has a running bracket with finished sparrings, winners moved on, and one sparring left for Kid Kairo to judge', async () => {
    const battle = (await ctx.db('battles').where({ title: 'Judging Day 1 vs 1' }).first('id', 'status')) as {
      id: number;
      status: string;
    };
    expect(battle.status).toBe('brackets');
    const brackets = (await ctx.api().get(`/battles/${battle.id}/brackets`).expect(200)).body as Brackets;
    const first = [...brackets.left[0]!, ...brackets.right[0]!];
    expect(first.every((x) => x.red?.randId && x.blue?.randId)).toBe(true);
    expect(first.filter((x) => x.winner !== 0)).toHaveLength(3);
    expect(brackets.left[1]![0]).toMatchObject({ red: { randId: 1 }, blue: { randId: 5 }, winner: 0 });
    expect(brackets.right[1]![0]).toMatchObject({ red: { randId: 2 }, blue: null });
    const open = await ctx.api().get(`/sparrings/${brackets.right[0]![1]!.sparringId}`).expect(200);
    expect(open.body.status).toBe('open');
    expect(open.body.rounds[0].scores.filter((x: { redPoints: number | null }) => x.redPoints !== null)).toHaveLength(1);
  });
});

describe('demo accounts', () => {
  it('holds a bracket battle mid-prelims that Kid Kairo can judge', async () => {
    const row = await ctx.db('battles').where('title', 'Judging Day Prelims').first('id');
    const login = await ctx
      .api()
      .post('/auth/login')
      .send({ email: demoEmailOf(DEMO_TWO_PROFILES.owner), password: DEMO_PASSWORD })
      .expect(200);
    const prelims = await ctx
      .api()
      .get(`/battles/${row.id}/prelims`)
      .set({ Authorization: `Bearer ${login.body.token}` })
      .expect(200);
    expect(prelims.body).toMatchObject({ status: 'prelims', kind: 'solo', permissions: { canJudge: true } });
    expect(prelims.body.entries).toHaveLength(12);
    expect(prelims.body.groups.map((g: { name: string; amountMembers: number }) => [g.name, g.amountMembers])).toEqual([
      ['Group 1', 6],
      ['Group 2', 6],
    ]);
    expect(prelims.body.entries.filter((e: { pointsAverage: number | null }) => e.pointsAverage !== null)).toHaveLength(7);
  });

  it('lets every seeded dancer log in, one account with two profiles', async () => {
    // Runs after the seed above (same database).
    const login = await ctx
      .api()
      .post('/auth/login')
      .send({ email: demoEmailOf(DEMO_TWO_PROFILES.owner), password: DEMO_PASSWORD })
      .expect(200);
    const me = await ctx
      .api()
      .get('/user')
      .set({ Authorization: `Bearer ${login.body.token}` })
      .expect(200);
    expect(me.body.dancerName).toBe(DEMO_TWO_PROFILES.owner);
    expect(me.body.profiles.map((p: { dancerName: string }) => p.dancerName)).toEqual([
      DEMO_TWO_PROFILES.owner,
      DEMO_TWO_PROFILES.second,
    ]);
    await ctx.api().post('/auth/login').send({ email: 'drfootwork@demo.cypher.dance', password: DEMO_PASSWORD }).expect(200);
    const orphans = await ctx.db('users').whereNull('account_id').count({ n: '*' }).first();
    expect(Number((orphans as { n: unknown }).n)).toBe(0);
  });
});
