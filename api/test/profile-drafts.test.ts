import { addProfile, createSignedInDancer } from './helpers/auth.js';
import { fixtures } from './helpers/fixtures.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('a profile’s drafts', () => {
  it('are listed and counted only for the account that owns the profile', async () => {
    const f = fixtures(ctx.db);
    const dancer = await createSignedInDancer(ctx.db);
    const side = await addProfile(ctx.db, dancer.accountId);
    const draft = await f.event({ title: 'Unfinished Jam', startDays: 10, endDays: 11, status: 'draft' });
    await f.staff(draft, dancer.profileId, 'organizer');
    const published = await f.event({ title: 'Open Jam', startDays: 10, endDays: 11 });
    await f.staff(published, dancer.profileId, 'organizer');
    await ctx.db('events').insert({
      ...(await ctx.db('events').where({ id: draft }).first('created_at', 'updated_at')),
      title: 'Made by the side profile',
      status: 'draft',
      created_by_user_id: side,
    });

    const own = await ctx.api().get(`/events?u=${dancer.profileId}&st=draft`).set(dancer.auth).expect(200);
    expect(own.body.map((e: { title: string }) => e.title)).toEqual(['Unfinished Jam']);
    expect(own.body[0]).toMatchObject({ status: 'draft', period: 'future' });
    const tabs = await ctx.api().get(`/events/tabs?u=${dancer.profileId}`).set(dancer.auth).expect(200);
    expect(tabs.body).toEqual({ now: 0, future: 1, past: 0, draft: 1 });
    // Another profile of the same account is the owner's too.
    const sideDrafts = await ctx.api().get(`/events?u=${side}&st=draft`).set(dancer.auth).expect(200);
    expect(sideDrafts.body.map((e: { title: string }) => e.title)).toEqual(['Made by the side profile']);

    const stranger = await createSignedInDancer(ctx.db);
    expect((await ctx.api().get(`/events?u=${dancer.profileId}&st=draft`).set(stranger.auth).expect(200)).body).toEqual([]);
    expect((await ctx.api().get(`/events?u=${dancer.profileId}&st=draft`).expect(200)).body).toEqual([]);
    expect((await ctx.api().get(`/events/tabs?u=${dancer.profileId}`).expect(200)).body.draft).toBe(0);
    // The public list never shows the draft.
    const list = await ctx.api().get(`/events?u=${dancer.profileId}`).expect(200);
    expect(list.body.map((e: { title: string }) => e.title)).toEqual(['Open Jam']);
    await ctx.api().get(`/events?u=${dancer.profileId}&st=published`).expect(400);
  });
});
