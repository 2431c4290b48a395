import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';
import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';

let ctx: TestContext;
let maker: SignedInDancer;
let stranger: SignedInDancer;
let runOrg: number;
let foreignOrg: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = fixtures(ctx.db);
  maker = await createSignedInDancer(ctx.db, { dancerName: 'Wizard Maker' });
  stranger = await createSignedInDancer(ctx.db, { dancerName: 'Wizard Stranger' });
  runOrg = await f.org({ name: 'Maker Crew' });
  foreignOrg = await f.org({ name: 'Foreign Crew' });
  await f.orgRole(runOrg, maker.profileId, 'promoter');
  await f.orgMember(foreignOrg, maker.profileId);
});
afterAll(() => ctx.close());

/** The wizard's whole event, with the parts a test changes. */
const full = (over: Record<string, unknown> = {}) => ({
  title: '  Bronx Jam  ',
  image: null,
  description: '<p>Come <strong>battle</strong><script>alert(1)</script></p>',
  website: 'https://bronx.example.com',
  locationAddress: ' 1 Grand Concourse ',
  locationLat: 40.82,
  locationLng: -73.92,
  dateStart: '2026-07-01T18:00:00.000Z',
  dateEnd: '2026-07-01T23:00:00.000Z',
  orgId: null,
  tiers: [{ title: '', description: '', cost: 0, fees: 0, taxes: 0 }],
  ...over,
});

async function newDraft(): Promise<number> {
  const res = await ctx.api().post('/events').set(maker.auth).expect(200);
  return res.body.id as number;
}

describe('POST /events (create an empty draft)', () => {
  it('refuses the signed-out', async () => {
    await ctx.api().post('/events').expect(401);
  });

  it('makes a draft organized by the caller with one free tier, hidden from others', async () => {
    const id = await newDraft();
    const res = await ctx.api().get(`/events/${id}`).set(maker.auth).expect(200);
    expect(res.body).toMatchObject({ status: 'draft', title: '', period: null, permissions: { canEdit: true } });
    expect(res.body.staff.organizer).toMatchObject({ id: maker.profileId, dancerName: 'Wizard Maker' });
    expect(res.body.tiers).toHaveLength(1);
    expect(res.body.tiers[0]).toMatchObject({ cost: 0, isFree: true });
    await ctx.api().get(`/events/${id}`).set(stranger.auth).expect(404);
    const drafts = await ctx.api().get(`/events?u=${maker.profileId}&st=draft`).set(maker.auth).expect(200);
    expect(drafts.body.map((e: { id: number }) => e.id)).toContain(id);
  });
});

describe('POST /events/:id (save the whole event)', () => {
  it('stores trimmed texts, a sanitised description, the dates and tiers', async () => {
    const id = await newDraft();
    const tiers = [
      { title: 'Early', description: ' first ', cost: 50, fees: 10, taxes: 5 },
      { title: 'Door', description: '', cost: 2000, fees: 0, taxes: 0 },
    ];
    const res = await ctx.api().post(`/events/${id}`).set(maker.auth).send(full({ tiers })).expect(200);
    expect(res.body).toMatchObject({
      title: 'Bronx Jam',
      locationAddress: '1 Grand Concourse',
      dateStart: '2026-07-01T18:00:00.000Z',
      dateEnd: '2026-07-01T23:00:00.000Z',
      status: 'draft',
      period: 'future',
    });
    expect(res.body.description).toBe('<p>Come <strong>battle</strong></p>');
    // A positive cost below $1 becomes $1.
    expect(res.body.tiers.map((t: { title: string; cost: number }) => [t.title, t.cost])).toEqual([
      ['Early', 100],
      ['Door', 2000],
    ]);
    // Saving again with the first tier's id keeps it and drops the other.
    const kept = { ...tiers[0], id: res.body.tiers[0].id };
    const again = await ctx
      .api()
      .post(`/events/${id}`)
      .set(maker.auth)
      .send(full({ tiers: [kept] }))
      .expect(200);
    expect(again.body.tiers.map((t: { id: number }) => t.id)).toEqual([kept.id]);
  });

  it.each([
    ['body.website', { website: 'http://bronx.example.com' }, 'URL should be in the format https://www.example.com'],
    ['body.dateEnd', { dateEnd: '2026-07-01T17:00:00.000Z' }, "End Date can't be before the Start Date"],
    ['body.locationLng', { locationLng: null }, 'A location needs both its latitude and its longitude'],
    [
      'body.tiers.1.title',
      {
        tiers: [
          { title: 'A', description: '', cost: 0, fees: 0, taxes: 0 },
          { title: ' ', description: '', cost: 0, fees: 0, taxes: 0 },
        ],
      },
      'Field is required',
    ],
    ['body.orgId', { orgId: 999999 }, 'Organization not found'],
    ['body.image', { image: 999999 }, 'Image not found'],
  ])('refuses bad input naming %s', async (field, over, message) => {
    const id = await newDraft();
    const res = await ctx.api().post(`/events/${id}`).set(maker.auth).send(full(over)).expect(400);
    expect(res.body.error).toMatchObject({ message, details: { field } });
  });

  it('refuses a title over 150 characters and an unknown field through the contract', async () => {
    const id = await newDraft();
    const long = await ctx
      .api()
      .post(`/events/${id}`)
      .set(maker.auth)
      .send(full({ title: 'x'.repeat(151) }))
      .expect(400);
    expect(long.body.error.details.field).toBe('body.title');
    await ctx
      .api()
      .post(`/events/${id}`)
      .set(maker.auth)
      .send(full({ status: 'published' }))
      .expect(400);
  });

  it('refuses a tier of another event', async () => {
    const other = await ctx
      .api()
      .get(`/events/${await newDraft()}`)
      .set(maker.auth)
      .expect(200);
    const id = await newDraft();
    const tiers = [{ id: other.body.tiers[0].id, title: '', description: '', cost: 0, fees: 0, taxes: 0 }];
    const res = await ctx.api().post(`/events/${id}`).set(maker.auth).send(full({ tiers })).expect(400);
    expect(res.body.error.details.field).toBe('body.tiers.0.id');
  });

  it('puts the event in an organization the caller runs, and into its Drafts tab', async () => {
    const id = await newDraft();
    await ctx
      .api()
      .post(`/events/${id}`)
      .set(maker.auth)
      .send(full({ orgId: runOrg }))
      .expect(200);
    const drafts = await ctx.api().get(`/events?o=${runOrg}&st=draft`).set(maker.auth).expect(200);
    expect(drafts.body.map((e: { id: number }) => e.id)).toContain(id);
  });

  it('tells the caller which of their organizations they run, and only them', async () => {
    const own = await ctx.api().get('/user').set(maker.auth).expect(200);
    expect(own.body.organizations.map((org: { id: number }) => org.id).sort()).toEqual([runOrg, foreignOrg].sort());
    expect(own.body.runs).toEqual([runOrg]);
    // Nobody else's view of the profile says it.
    const seen = await ctx.api().get(`/user/${maker.profileId}`).set(stranger.auth).expect(200);
    expect(seen.body.organizations).toHaveLength(2);
    expect(seen.body).not.toHaveProperty('runs');
  });

  it('refuses to put the event in an organization the caller only belongs to, naming the field', async () => {
    const id = await newDraft();
    const res = await ctx
      .api()
      .post(`/events/${id}`)
      .set(maker.auth)
      .send(full({ orgId: foreignOrg }))
      .expect(403);
    expect(res.body.error).toMatchObject({
      message: 'Choose an organization you run as an admin or promoter',
      details: { field: 'body.orgId' },
    });
  });

  it('lets only editors save: signed-out 401, a stranger 404 on a draft, 403 on a published event', async () => {
    const id = await newDraft();
    await ctx.api().post(`/events/${id}`).send(full()).expect(401);
    await ctx.api().post(`/events/${id}`).set(stranger.auth).send(full()).expect(404);
    await ctx.api().post(`/events/${id}`).set(maker.auth).send(full()).expect(200);
    await ctx.api().post(`/events/${id}/publish`).set(maker.auth).expect(200);
    await ctx.api().post(`/events/${id}`).set(stranger.auth).send(full()).expect(403);
  });

  it('keeps a published event dated', async () => {
    const id = await newDraft();
    await ctx.api().post(`/events/${id}`).set(maker.auth).send(full()).expect(200);
    await ctx.api().post(`/events/${id}/publish`).set(maker.auth).expect(200);
    const res = await ctx
      .api()
      .post(`/events/${id}`)
      .set(maker.auth)
      .send(full({ dateStart: null }))
      .expect(400);
    expect(res.body.error).toMatchObject({ message: 'Please select an event date', details: { field: 'body.dateStart' } });
  });

  it('never drops a tier somebody holds a ticket for', async () => {
    const id = await newDraft();
    const saved = await ctx.api().post(`/events/${id}`).set(maker.auth).send(full()).expect(200);
    await fixtures(ctx.db).attend(id, stranger.profileId);
    await ctx.db('attendances').where({ event_id: id }).update({ tier_id: saved.body.tiers[0].id });
    const res = await ctx.api().post(`/events/${id}`).set(maker.auth).send(full()).expect(409);
    expect(res.body.error.code).toBe('conflict');
  });
});
