import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';
import { createEventCast, type EventCast } from './helpers/event-cast.js';
import { addProfile } from './helpers/auth.js';
import { CALLER_PROFILE_HEADER } from '@cypher/contracts';

let ctx: TestContext;
let cast: EventCast;
let orgId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  orgId = await fixtures(ctx.db).org({ name: 'Publishing Crew' });
  cast = await createEventCast(ctx.db, orgId);
});
afterAll(() => ctx.close());

const titles = (body: Array<{ title: string }>) => body.map((event) => event.title);
const admin = () => cast.headers.admin;

describe('bad input', () => {
  it.each(['publish', 'delete'])('POST /events/abc/%s → 400 naming params.id', async (action) => {
    const res = await ctx.api().post(`/events/abc/${action}`).set(admin()).expect(400);
    expect(res.body.error).toMatchObject({ code: 'bad_request', details: { field: 'params.id' } });
  });

  it.each(['publish', 'delete'])('POST /events/999999/%s → 404 for an unknown id', async (action) => {
    const res = await ctx.api().post(`/events/999999/${action}`).set(admin()).expect(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('publishing', () => {
  it.each([
    ['dateStart', { startDays: null }],
    ['dateEnd', { endDays: null }],
    ['dateStart', { startDays: null, endDays: null }],
  ] as const)('refuses without %s with the spec’s text and keeps the draft', async (field, dates) => {
    const id = await cast.event(orgId, dates);
    const res = await ctx.api().post(`/events/${id}/publish`).set(admin()).expect(400);
    expect(res.body.error).toMatchObject({ message: 'Please select an event date', details: { field } });
    expect((await ctx.api().get(`/events/${id}`).set(admin()).expect(200)).body.status).toBe('draft');
  });

  it('moves a draft from the Drafts tab to its period tab and answers the event', async () => {
    const id = await cast.event(orgId, { title: 'Going Live', startDays: 3, endDays: 4 });
    const before = await ctx.api().get(`/events/tabs?o=${orgId}`).set(admin()).expect(200);
    const res = await ctx.api().post(`/events/${id}/publish`).set(admin()).expect(200);
    expect(res.body).toMatchObject({
      id,
      title: 'Going Live',
      status: 'published',
      period: 'future',
      permissions: { canEdit: true },
    });

    const after = await ctx.api().get(`/events/tabs?o=${orgId}`).set(admin()).expect(200);
    expect(after.body).toEqual({ ...before.body, future: before.body.future + 1, draft: before.body.draft - 1 });
    expect(titles((await ctx.api().get(`/events?o=${orgId}&t=future`).expect(200)).body)).toContain('Going Live');
    expect(titles((await ctx.api().get(`/events?o=${orgId}&st=draft`).set(admin()).expect(200)).body)).not.toContain(
      'Going Live',
    );
    // Now everyone may read it.
    expect((await ctx.api().get(`/events/${id}`).expect(200)).body.permissions.canEdit).toBe(false);
  });

  it('answers a published event as it is when published again', async () => {
    const id = await cast.event(orgId, { status: 'published' });
    const res = await ctx.api().post(`/events/${id}/publish`).set(cast.headers.creator).expect(200);
    expect(res.body.status).toBe('published');
  });
});

describe('removing', () => {
  it('soft-deletes: the row stays with deleted_at, every list and the event itself are gone', async () => {
    const id = await cast.event(orgId, { title: 'Short Lived', status: 'published', startDays: -1, endDays: 1 });
    const listPaths = [`/events?o=${orgId}&t=now`, '/events?t=now', `/events?u=${cast.profiles.organizer}&t=now`];
    for (const path of listPaths) expect(titles((await ctx.api().get(path).expect(200)).body)).toContain('Short Lived');
    const tabsBefore = (await ctx.api().get(`/events/tabs?o=${orgId}`).expect(200)).body;

    await expect(ctx.api().post(`/events/${id}/delete`).set(cast.headers.organizer).expect(200)).resolves.toMatchObject({
      body: { ok: true },
    });

    for (const path of listPaths) expect(titles((await ctx.api().get(path).expect(200)).body)).not.toContain('Short Lived');
    expect((await ctx.api().get(`/events/tabs?o=${orgId}`).expect(200)).body).toEqual({ ...tabsBefore, now: tabsBefore.now - 1 });
    await ctx.api().get(`/events/${id}`).expect(404);
    await ctx.api().get(`/events/${id}`).set(admin()).expect(404);
    const row = await ctx.db('events').where({ id }).first('deleted_at');
    expect(row.deleted_at).not.toBeNull();
    // Gone for writes too: a second remove or a publish finds nothing.
    await ctx.api().post(`/events/${id}/delete`).set(admin()).expect(404);
    await ctx.api().post(`/events/${id}/publish`).set(admin()).expect(404);
  });

  it('takes a draft out of the organization’s Drafts tab and its count', async () => {
    const id = await cast.event(orgId, { title: 'Never Mind' });
    const before = (await ctx.api().get(`/events/tabs?o=${orgId}`).set(admin()).expect(200)).body;
    await ctx.api().post(`/events/${id}/delete`).set(cast.headers.promoter).expect(200);
    const drafts = await ctx.api().get(`/events?o=${orgId}&st=draft`).set(admin()).expect(200);
    expect(titles(drafts.body)).not.toContain('Never Mind');
    expect((await ctx.api().get(`/events/tabs?o=${orgId}`).set(admin()).expect(200)).body.draft).toBe(before.draft - 1);
    expect(
      titles((await ctx.api().get(`/events?u=${cast.profiles.creator}&st=draft`).set(cast.headers.creator)).body),
    ).not.toContain('Never Mind');
  });
});

describe('organization drafts', () => {
  it('lists only the organizations the caller runs when several are asked for', async () => {
    const f = fixtures(ctx.db);
    const foreign = await f.org({ name: 'Foreign Crew' });
    await cast.event(foreign, { title: 'Foreign Draft', unowned: true });
    const mine = await cast.event(orgId, { title: 'Mine Draft', unowned: true });
    const res = await ctx.api().get(`/events?o=${orgId},${foreign}&st=draft`).set(admin()).expect(200);
    expect(titles(res.body)).toContain('Mine Draft');
    expect(titles(res.body)).not.toContain('Foreign Draft');
    await ctx.api().post(`/events/${mine}/delete`).set(admin()).expect(200);
  });

  it('acts as the profile in x-caller-profile: another profile of an admin’s account is no editor', async () => {
    const [account] = await ctx.db('users').where({ id: cast.profiles.admin }).select('account_id');
    const side = await addProfile(ctx.db, Number(account.account_id));
    const token = cast.headers.admin.Authorization;
    const res = await ctx
      .api()
      .get(`/events?o=${orgId}&st=draft`)
      .set({ Authorization: token, [CALLER_PROFILE_HEADER]: String(side) })
      .expect(200);
    expect(res.body).toEqual([]);
  });
});
