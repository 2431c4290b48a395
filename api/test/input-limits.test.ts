import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';
import { createEventCast, type EventCast } from './helpers/event-cast.js';
import { fixtures } from './helpers/fixtures.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';

/**
 * Input that fits the schemas' types but not the database: amounts whose sum overflows an INT,
 * numbers beyond an INT column, texts longer than their column in characters or in bytes (MariaDB
 * refuses them where SQLite stores them), lists too long for one statement. Each is a 400 naming
 * the field before anything is written, on both engines.
 */
let ctx: TestContext;
let f: ReturnType<typeof fixtures>;
let cast: EventCast;
let org: number;
let dancer: SignedInDancer;

beforeAll(async () => {
  ctx = await createTestContext();
  f = fixtures(ctx.db);
  org = await f.org({ name: 'Limits Crew' });
  cast = await createEventCast(ctx.db, org);
  dancer = await createSignedInDancer(ctx.db, { dancerName: 'Bgirl Limits' });
  await f.orgRole(org, dancer.profileId, 'admin');
}, 60_000);
afterAll(() => ctx.close());

type Answer = { status: number; body: { error?: { details?: { field?: string } } } };
const expectField = (res: Answer, field: string) =>
  expect({ status: res.status, field: res.body.error?.details?.field }).toEqual({ status: 400, field });

const emoji = (count: number) => '😀'.repeat(count);
const editor = () => cast.headers.creator;

const eventBody = (over: Record<string, unknown> = {}) => ({
  title: 'Limits Jam',
  image: null,
  description: '<p>Jam</p>',
  website: null,
  locationAddress: null,
  locationLat: null,
  locationLng: null,
  dateStart: '2026-07-01T18:00:00.000Z',
  dateEnd: '2026-07-01T23:00:00.000Z',
  orgId: null,
  tiers: [{ title: '', description: '', cost: 0, fees: 0, taxes: 0 }],
  ...over,
});
const tier = (over: Record<string, unknown>) => ({ title: 'Door', description: '', cost: 0, fees: 0, taxes: 0, ...over });

const battleBody = (over: Record<string, unknown> = {}) => ({
  title: 'Limits Battle',
  crewSize: 1,
  description: '<p>Bring it</p>',
  organizationCompetitorsOnly: false,
  hideParticipants: false,
  participationCapType: 'registration',
  limit: 16,
  style: 'classic',
  bracketSize: null,
  bracketLevels: [],
  prizesDesc: 'Cash',
  startDate: null,
  orgId: 0,
  prizes: [],
  ...over,
});

describe('POST /events/:id', () => {
  let event: number;
  beforeAll(async () => {
    event = await cast.event(org, { status: 'published' });
    await ctx
      .api()
      .post(`/events/${event}`)
      .set(editor())
      .send(eventBody({ tiers: [tier({ cost: 1500 })] }))
      .expect(200);
  });

  it.each([
    ['cost', { cost: 2_147_483_647, fees: 2_147_483_647, taxes: 2_147_483_647 }],
    ['fees', { cost: 100, fees: 2_000_000_000, taxes: 0 }],
    ['taxes', { cost: 100, fees: 0, taxes: 2_000_000_000 }],
  ])('refuses a tier %s whose total no ticket can hold, and the event still reads', async (field, amounts) => {
    const res = await ctx
      .api()
      .post(`/events/${event}`)
      .set(editor())
      .send(eventBody({ tiers: [tier(amounts)] }));
    expectField(res, `body.tiers.0.${field}`);
    const read = await ctx.api().get(`/events/${event}`).expect(200);
    expect(read.body.tiers.map((t: { cost: number }) => t.cost)).toEqual([1500]);
  });

  it('takes the largest cost, fees and taxes together', async () => {
    const amounts = { cost: 10_000_000, fees: 10_000_000, taxes: 10_000_000 };
    await ctx
      .api()
      .post(`/events/${event}`)
      .set(editor())
      .send(eventBody({ tiers: [tier(amounts)] }))
      .expect(200);
    const read = await ctx.api().get(`/events/${event}`).expect(200);
    expect(read.body.tiers[0]).toMatchObject({ ...amounts, ticketTotalSum: 30_000_000 });
  });

  it('refuses a description too long for its column in bytes (emoji)', async () => {
    const res = await ctx
      .api()
      .post(`/events/${event}`)
      .set(editor())
      .send(eventBody({ description: emoji(40_000) }));
    expectField(res, 'body.description');
    expect(res.body.error.message).toBe('Text is too long');
  });

  it('refuses a description that only sanitising makes too long', async () => {
    expectField(
      await ctx
        .api()
        .post(`/events/${event}`)
        .set(editor())
        .send(eventBody({ description: '<'.repeat(20_000) })),
      'body.description',
    );
  });

  it('refuses a tier description longer than its limit', async () => {
    const res = await ctx
      .api()
      .post(`/events/${event}`)
      .set(editor())
      .send(eventBody({ tiers: [tier({ description: 'x'.repeat(70_000) })] }));
    expectField(res, 'body.tiers.0.description');
  });

  it('stores a title whose lower-cased form is longer (search column)', async () => {
    await ctx
      .api()
      .post(`/events/${event}`)
      .set(editor())
      .send(eventBody({ title: 'İ'.repeat(150) }))
      .expect(200);
  });
});

describe('PUT /battles/:id', () => {
  let battle: number;
  beforeAll(async () => {
    const event = await cast.event(org, { status: 'published' });
    battle = await f.battle(event, { title: 'Limits', orgId: null });
  });
  const put = (over: Record<string, unknown>) => ctx.api().put(`/battles/${battle}`).set(editor()).send(battleBody(over));

  it('refuses a cap limit beyond an INT column', async () => {
    expectField(await put({ limit: 3_000_000_000 }), 'body.limit');
  });

  it('refuses a description too long for its column in bytes', async () => {
    expectField(await put({ description: emoji(20_000) }), 'body.description');
  });

  it('refuses a prize description longer than its limit', async () => {
    expectField(await put({ prizesDesc: 'x'.repeat(70_000) }), 'body.prizesDesc');
  });

  it('refuses a prize amount above the largest amount', async () => {
    expectField(await put({ prizes: [{ place: 1, title: 'First', amount: 2_000_000_000 }] }), 'body.prizes.0.amount');
  });

  it('refuses an organization id beyond an id', async () => {
    expectField(await put({ orgId: 3_000_000_000 }), 'body.orgId');
  });
});

describe('POST /admin/battles/:id/register', () => {
  it('refuses more dancers than the largest battle holds', async () => {
    const event = await cast.event(org, { status: 'published' });
    const battle = await f.battle(event, { orgId: null });
    const userIds = Array.from({ length: 40_000 }, (_, i) => i + 1);
    const res = await ctx.api().post(`/admin/battles/${battle}/register`).set(editor()).send({ userIds });
    expectField(res, 'body.userIds');
  });

  it('looks the largest list up in one piece on both engines (unknown dancers: 404, not a 500)', async () => {
    const event = await cast.event(org, { status: 'published' });
    const battle = await f.battle(event, { orgId: null });
    const userIds = Array.from({ length: 10_000 }, (_, i) => 2_000_000_000 + i);
    await ctx.api().post(`/admin/battles/${battle}/register`).set(editor()).send({ userIds }).expect(404);
  });
});

describe('ids beyond the database', () => {
  it.each(['99999999999999999999999', '2147483648', '1e999', '0', 'x'])('answers 400 naming params.id for %s', async (id) => {
    expectField(await ctx.api().get(`/battles/${id}/download`).set(dancer.auth), 'params.id');
    expectField(await ctx.api().get(`/events/${id}/calendar.ics`), 'params.id');
    expectField(await ctx.api().get(`/images/${id}`), 'params.id');
    expectField(await ctx.api().get(`/battles/${id}/live`), 'params.id');
  });

  it('still looks the largest id up (404, not 400)', async () => {
    await ctx.api().get('/battles/2147483647/download').set(dancer.auth).expect(404);
    await ctx.api().get('/events/2147483647/calendar.ics').expect(404);
    await ctx.api().get('/images/2147483647').expect(404);
  });
});

describe('names whose lower-cased search form grows', () => {
  it('stores an organization name', async () => {
    await ctx
      .api()
      .post(`/orgs/${org}`)
      .set(dancer.auth)
      .send({ name: 'İ'.repeat(150) })
      .expect(200);
  });
  it('stores a dancer name', async () => {
    await ctx
      .api()
      .post('/user')
      .set(dancer.auth)
      .send({ dancerName: 'İ'.repeat(100) })
      .expect(200);
  });
});

/** Every free text at its limit, in 4-byte characters: what a form accepts, every column holds. */
describe('texts at their limits save on both engines', () => {
  it('an event with its tiers', async () => {
    const event = await cast.event(org, { status: 'published' });
    const body = eventBody({
      title: emoji(150),
      description: `<p>${emoji(16_000)}</p>`,
      locationAddress: emoji(500),
      dateFlat: emoji(100),
      timeFlat: emoji(100),
      tiers: [tier({ title: emoji(150), description: emoji(5_000) })],
    });
    await ctx.api().post(`/events/${event}`).set(editor()).send(body).expect(200);
  });

  it('a battle with its prizes', async () => {
    const event = await cast.event(org, { status: 'published' });
    const battle = await f.battle(event, { orgId: null });
    const body = battleBody({
      title: emoji(150),
      description: `<p>${emoji(16_000)}</p>`,
      prizesDesc: emoji(5_000),
      limit: 2_147_483_647,
      prizes: [{ place: 1, title: emoji(150), amount: 10_000_000 }],
    });
    await ctx.api().put(`/battles/${battle}`).set(editor()).send(body).expect(200);
  });

  it('a crew name', async () => {
    const event = await cast.event(org, { status: 'published' });
    const battle = await f.battle(event, { orgId: null, crewSize: 2 });
    const body = { eventId: event, name: emoji(100), userIds: [] };
    await ctx.api().post(`/crews/${battle}`).set(dancer.auth).send(body).expect(200);
  });

  it('an organization with its agreement', async () => {
    const agreement = { title: emoji(200), subtitle: emoji(200), version: emoji(50), text: `<p>${emoji(16_000)}</p>` };
    const body = { name: emoji(150), description: `<p>${emoji(16_000)}</p>`, agreement };
    await ctx.api().post(`/orgs/${org}`).set(dancer.auth).send(body).expect(200);
  });

  it('a profile and a video', async () => {
    const names = { firstName: emoji(100), lastName: emoji(100), dancerName: emoji(100), city: emoji(100) };
    await ctx.api().post('/user').set(dancer.auth).send(names).expect(200);
    const video = { link: 'https://youtu.be/dQw4w9WgXcQ', name: emoji(200), userId: dancer.profileId };
    await ctx.api().post('/media').set(dancer.auth).send(video).expect(200);
  });
});
