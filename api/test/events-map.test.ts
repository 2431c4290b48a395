import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';

/** GET /events-map (bounding box), 'near me' order of GET /events, calendar windows as instants, workshops. */
let ctx: TestContext;

const place = (id: number, lat: number | null, lng: number | null) =>
  ctx.db('events').where({ id }).update({ location_lat: lat, location_lng: lng });

beforeAll(async () => {
  ctx = await createTestContext();
  const f = fixtures(ctx.db);
  const crew = await f.org({ name: 'Map Crew' });
  await place(await f.event({ title: 'Bronx Now', startDays: -0.5, endDays: 0.5, orgId: crew }), 40.83, -73.92);
  await place(await f.event({ title: 'Brooklyn Soon', startDays: 3, endDays: 4 }), 40.7, -73.99);
  await place(await f.event({ title: 'Newark Past', startDays: -9, endDays: -8 }), 40.73, -74.17);
  await place(await f.event({ title: 'Berlin Soon', startDays: 5, endDays: 6 }), 52.5, 13.38);
  await place(await f.event({ title: 'Fiji Soon', startDays: 7, endDays: 8 }), -17.7, 178.1);
  await place(await f.event({ title: 'Nowhere Soon', startDays: 2, endDays: 3 }), null, null);
  await place(await f.event({ title: 'Draft Near', startDays: 2, endDays: 3, status: 'draft' }), 40.75, -73.98);
  const instructor = await f.user({ dancerName: 'Teacher Toprock' });
  await ctx.db('workshops').insert({
    title: 'Toprock foundations',
    instructor_user_id: instructor,
    date: '2026-07-01 18:00:00.000',
    status: 'coming_soon',
    created_at: '2026-06-01 00:00:00.000',
    updated_at: '2026-06-01 00:00:00.000',
  });
});
afterAll(() => ctx.close());

const titles = (events: { title: string }[]) => events.map((e) => e.title);
const NEW_YORK = 'nw=41.2,-74.5&ne=41.2,-73.5&se=40.4,-73.5&sw=40.4,-74.5';

describe('GET /events-map', () => {
  it('answers the events inside the corners and each period’s count there', async () => {
    const future = await ctx.api().get(`/events-map?t=future&${NEW_YORK}`).expect(200);
    expect(titles(future.body.events)).toEqual(['Brooklyn Soon']);
    expect(future.body.stats).toEqual({ now: 1, future: 1, past: 1 });
    const all = await ctx.api().get(`/events-map?${NEW_YORK}`).expect(200);
    expect(titles(all.body.events).sort()).toEqual(['Bronx Now', 'Brooklyn Soon', 'Newark Past']);
  });

  it('two opposite corners are enough; an area across the antimeridian wraps', async () => {
    const pair = await ctx.api().get('/events-map?ne=41.2,-73.5&sw=40.4,-74.5&t=now').expect(200);
    expect(titles(pair.body.events)).toEqual(['Bronx Now']);
    const pacific = await ctx.api().get('/events-map?ne=-10,-170&sw=-25,170').expect(200);
    expect(titles(pacific.body.events)).toEqual(['Fiji Soon']);
  });

  it('without corners: every event that can be drawn, never drafts or events without coordinates', async () => {
    const world = await ctx.api().get('/events-map').expect(200);
    expect(titles(world.body.events)).not.toContain('Nowhere Soon');
    expect(titles(world.body.events)).not.toContain('Draft Near');
    expect(world.body.stats).toEqual({ now: 1, future: 3, past: 1 });
  });

  it('filters by keyword and orders by distance from the user’s position', async () => {
    const keyword = await ctx.api().get('/events-map?k=berlin').expect(200);
    expect(titles(keyword.body.events)).toEqual(['Berlin Soon']);
    // The counts follow the keyword too: the page picks its tab from them.
    expect(keyword.body.stats).toEqual({ now: 0, future: 1, past: 0 });
    const inArea = await ctx.api().get(`/events-map?k=bronx&${NEW_YORK}`).expect(200);
    expect({ titles: titles(inArea.body.events), stats: inArea.body.stats }).toEqual({
      titles: ['Bronx Now'],
      stats: { now: 1, future: 0, past: 0 },
    });
    const long = await ctx
      .api()
      .get(`/events-map?k=${'x'.repeat(201)}`)
      .expect(400);
    expect(long.body.error.details.field).toBe('query.k');
    const near = await ctx.api().get('/events-map?t=future&uc=52.4,13.3').expect(200);
    expect(titles(near.body.events)).toEqual(['Berlin Soon', 'Brooklyn Soon', 'Fiji Soon']);
  });

  it('keeps to the organizations of the filter (o), counts included', async () => {
    const crew = Number(((await ctx.db('orgs').where({ name: 'Map Crew' }).first('id')) as { id: number }).id);
    const res = await ctx.api().get(`/events-map?o=${crew}&${NEW_YORK}`).expect(200);
    expect(titles(res.body.events)).toEqual(['Bronx Now']);
    expect(res.body.stats).toEqual({ now: 1, future: 0, past: 0 });
    const bad = await ctx.api().get('/events-map?o=1,x').expect(400);
    expect(bad.body.error.details.field).toBe('query.o');
  });

  it('names the missing corner or the bad one', async () => {
    const lone = await ctx.api().get('/events-map?ne=41.2,-73.5').expect(400);
    expect(lone.body.error.details.field).toBe('query.sw');
    const bad = await ctx.api().get('/events-map?ne=north&sw=40,-74').expect(400);
    expect(bad.body.error.details.field).toBe('query.ne');
  });
});

describe('GET /events near me and calendar windows', () => {
  it('orders by distance when ulat and ulon are given without a sort; events without coordinates last', async () => {
    const res = await ctx.api().get('/events?t=future&ulat=52.4&ulon=13.3').expect(200);
    expect(titles(res.body)).toEqual(['Berlin Soon', 'Brooklyn Soon', 'Fiji Soon', 'Nowhere Soon']);
    const sorted = await ctx.api().get('/events?t=future&ulat=52.4&ulon=13.3&s=name-asc').expect(200);
    expect(titles(sorted.body)[0]).toBe('Berlin Soon');
    const half = await ctx.api().get('/events?ulat=52.4').expect(400);
    expect(half.body.error.details.field).toBe('query.ulon');
  });

  it('takes the local month start and end as ISO instants (New York: UTC-4 in June)', async () => {
    // Test clock 2026-06-15 12:00Z: Bronx Now 06-15 00:00Z–06-16 00:00Z, Nowhere Soon from 06-17 12:00Z, Brooklyn from 06-18 12:00Z.
    const june = await ctx.api().get('/events?pp=999&start=2026-06-01T04:00:00.000Z&end=2026-06-16T04:00:00.000Z').expect(200);
    expect(titles(june.body).sort()).toEqual(['Bronx Now', 'Newark Past']);
    const offset = await ctx
      .api()
      .get('/events?pp=999&start=2026-06-16T00:00:00-04:00&end=2026-06-19T00:00:00-04:00')
      .expect(200);
    expect(titles(offset.body).sort()).toEqual(['Brooklyn Soon', 'Nowhere Soon']);
  });

  it('keeps to the keyword inside the window (the calendar of a searched events page)', async () => {
    const month = 'pp=999&start=2026-06-01T04:00:00.000Z&end=2026-07-01T04:00:00.000Z';
    const bronx = await ctx.api().get(`/events?${month}&k=BRONX`).expect(200);
    expect(titles(bronx.body)).toEqual(['Bronx Now']);
    const none = await ctx.api().get(`/events?${month}&k=berlin%20now`).expect(200);
    expect(none.body).toEqual([]);
    const long = await ctx
      .api()
      .get(`/events?${month}&k=${'x'.repeat(201)}`)
      .expect(400);
    expect(long.body.error.details.field).toBe('query.k');
  });
});

describe('GET /workshops', () => {
  it('answers each workshop with its instructor’s member card', async () => {
    const res = await ctx.api().get('/workshops').expect(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        title: 'Toprock foundations',
        date: '2026-07-01T18:00:00.000Z',
        status: 'coming-soon',
        instructor: expect.objectContaining({ dancerName: 'Teacher Toprock', eventsAttended: 0 }),
      }),
    ]);
  });
});
