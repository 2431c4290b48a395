import { createTestContext, type TestContext } from './helpers/test-app.js';
import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';

/** Each event has an IANA zone: chosen in the wizard, else the zone at its coordinates. */
let ctx: TestContext;
let maker: SignedInDancer;

beforeAll(async () => {
  ctx = await createTestContext();
  maker = await createSignedInDancer(ctx.db, { dancerName: 'Zone Maker' });
});
afterAll(() => ctx.close());

const event = (over: Record<string, unknown> = {}) => ({
  title: 'Zone Jam',
  image: null,
  description: '',
  website: null,
  locationAddress: 'Bronx',
  locationLat: 40.8448,
  locationLng: -73.8648,
  dateStart: '2026-07-01T16:00:00.000Z',
  dateEnd: '2026-07-02T02:00:00.000Z',
  orgId: null,
  tiers: [{ title: '', description: '', cost: 0, fees: 0, taxes: 0 }],
  ...over,
});

async function save(over: Record<string, unknown>, status = 200) {
  const { body } = await ctx.api().post('/events').set(maker.auth).expect(200);
  return ctx.api().post(`/events/${body.id}`).set(maker.auth).send(event(over)).expect(status);
}

describe('event time zones', () => {
  it('a new draft without a place is in UTC', async () => {
    const { body } = await ctx.api().post('/events').set(maker.auth).expect(200);
    expect((await ctx.api().get(`/events/${body.id}`).set(maker.auth).expect(200)).body.timeZone).toBe('UTC');
  });

  it('defaults to the zone at the coordinates', async () => {
    expect((await save({})).body.timeZone).toBe('America/New_York');
    expect((await save({ locationLat: 52.52, locationLng: 13.405 })).body.timeZone).toBe('Europe/Berlin');
  });

  it('keeps the zone chosen in the wizard over the coordinates', async () => {
    expect((await save({ timeZone: 'Asia/Tokyo' })).body.timeZone).toBe('Asia/Tokyo');
  });

  it('keeps the zone it had when the place is removed', async () => {
    const { body: created } = await ctx.api().post('/events').set(maker.auth).expect(200);
    const path = `/events/${created.id}`;
    await ctx
      .api()
      .post(path)
      .set(maker.auth)
      .send(event({ timeZone: 'Europe/Paris' }))
      .expect(200);
    const res = await ctx
      .api()
      .post(path)
      .set(maker.auth)
      .send(event({ locationLat: null, locationLng: null }))
      .expect(200);
    expect(res.body.timeZone).toBe('Europe/Paris');
  });

  it('refuses a zone name nobody knows, naming the field', async () => {
    const res = await save({ timeZone: 'Mars/Olympus_Mons' }, 400);
    expect(res.body.error.details.field).toBe('body.timeZone');
    const pattern = await save({ timeZone: 'not a zone' }, 400);
    expect(pattern.body.error.details.field).toBe('body.timeZone');
  });

  it('is in every list answer', async () => {
    const { body: created } = await ctx.api().post('/events').set(maker.auth).expect(200);
    await ctx.api().post(`/events/${created.id}`).set(maker.auth).send(event()).expect(200);
    await ctx.api().post(`/events/${created.id}/publish`).set(maker.auth).expect(200);
    const list = await ctx.api().get('/events?pp=100').expect(200);
    expect(list.body.find((e: { id: number }) => e.id === created.id).timeZone).toBe('America/New_York');
  });
});
