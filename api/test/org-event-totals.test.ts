// The organizations list's totals per period come from day counts that the event and organization
// writes keep in their own transaction (issue 7): after every write through the API they must
// equal a count made from the events themselves.
import { eventPeriod } from '@cypher/contracts';
import { fromSqlDateTime } from '../src/db/datetime.js';
import { createTestContext, TEST_NOW, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';
import { createEventCast, type EventCast } from './helpers/event-cast.js';

let ctx: TestContext;
let cast: EventCast;
let orgId: number;
let draftOrgId: number;
const HOUR = 1 / 24;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = fixtures(ctx.db);
  orgId = await f.org({ name: 'Totals Crew' });
  draftOrgId = await f.org({ name: 'Totals Draft Crew', status: 'draft' });
  cast = await createEventCast(ctx.db, orgId);
  await cast.joinOrg(draftOrgId);
  // Around the clock, today included: started an hour ago, starting in an hour, ended an hour ago.
  for (const [startDays, endDays] of [
    [-HOUR, 2],
    [HOUR, 2 * HOUR],
    [-3 * HOUR, -HOUR],
    [-40, -39],
    [5, 6],
  ]) {
    await f.event({ startDays, endDays, orgId, status: 'published' });
    await f.event({ startDays, endDays, orgId: draftOrgId, status: 'published' });
  }
  await f.event({ startDays: 1, endDays: 2, orgId: null, status: 'published' });
  await f.event({ startDays: 1, endDays: 2, orgId, status: 'published', deleted: true });
});
afterAll(() => ctx.close());

/** Totals counted from the events: published, live, dated events of a published organization. */
async function countedFromEvents() {
  const rows = (await ctx
    .db('events as e')
    .join('orgs as o', 'o.id', 'e.org_id')
    .where({ 'o.status': 'published', 'e.status': 'published' })
    .whereNull('e.deleted_at')
    .select('e.date_start', 'e.date_end')) as Array<{ date_start: unknown; date_end: unknown }>;
  const totals = { totalCurrent: 0, totalFuture: 0, totalPast: 0 };
  for (const row of rows) {
    const period = eventPeriod(fromSqlDateTime(row.date_start), fromSqlDateTime(row.date_end), TEST_NOW);
    if (period === 'now') totals.totalCurrent++;
    if (period === 'future') totals.totalFuture++;
    if (period === 'past') totals.totalPast++;
  }
  return totals;
}

async function listed() {
  const { totalCurrent, totalFuture, totalPast } = (await ctx.api().get('/orgs').expect(200)).body;
  return { totalCurrent, totalFuture, totalPast };
}

describe('GET /orgs totals', () => {
  it('count the published organizations’ live, dated, published events by period at the request’s time', async () => {
    expect(await listed()).toEqual({ totalCurrent: 1, totalFuture: 2, totalPast: 2 });
    expect(await listed()).toEqual(await countedFromEvents());
  });

  it('add the drafts a signed-in viewer runs, and narrow with a keyword', async () => {
    const mine = (await ctx.api().get('/orgs').set(cast.headers.admin).expect(200)).body;
    expect(mine).toMatchObject({ totalCurrent: 2, totalFuture: 4, totalPast: 4 });
    const draftOnly = (await ctx.api().get('/orgs?k=draft crew').set(cast.headers.admin).expect(200)).body;
    expect(draftOnly).toMatchObject({ totalCurrent: 1, totalFuture: 2, totalPast: 2, total: 1 });
  });

  it('follow publishing, deleting and unpublishing events, and a refused publish changes nothing', async () => {
    const admin = cast.headers.admin;
    const id = await cast.event(orgId, { startDays: 3, endDays: 4 });
    expect(await listed()).toEqual(await countedFromEvents());

    await ctx.api().post(`/events/${id}/publish`).set(admin).expect(200);
    expect(await listed()).toEqual({ totalCurrent: 1, totalFuture: 3, totalPast: 2 });
    expect(await listed()).toEqual(await countedFromEvents());

    const undated = await cast.event(orgId, { startDays: null });
    await ctx.api().post(`/events/${undated}/publish`).set(admin).expect(400);
    expect(await listed()).toEqual({ totalCurrent: 1, totalFuture: 3, totalPast: 2 });

    await ctx.api().post(`/events/${id}/delete`).set(admin).expect(200);
    expect(await listed()).toEqual({ totalCurrent: 1, totalFuture: 2, totalPast: 2 });
    expect(await listed()).toEqual(await countedFromEvents());
  });

  it('follow an organization being published and unpublished with all its events', async () => {
    const admin = cast.headers.admin;
    await ctx.api().post(`/orgs/${draftOrgId}`).set(admin).send({ status: 'published' }).expect(200);
    expect(await listed()).toEqual({ totalCurrent: 2, totalFuture: 4, totalPast: 4 });
    expect(await listed()).toEqual(await countedFromEvents());
    await ctx.api().post(`/orgs/${draftOrgId}`).set(admin).send({ status: 'draft' }).expect(200);
    expect(await listed()).toEqual({ totalCurrent: 1, totalFuture: 2, totalPast: 2 });
    expect(await listed()).toEqual(await countedFromEvents());
  });
});
