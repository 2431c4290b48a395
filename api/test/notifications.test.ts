import { notify, notifyUnlessSelf } from '../src/services/notifications-service.js';
import { addProfile, createSignedInDancer } from './helpers/auth.js';
import { createTestContext, TEST_NOW, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const later = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);

describe('notifications of the acting profile', () => {
  it('lists newest first, marks read and dismisses', async () => {
    const dancer = await createSignedInDancer(ctx.db);
    const older = await ctx.db.transaction((trx) =>
      notify(
        trx,
        dancer.profileId,
        { text: 'You are now an admin of Floor Lords', type: 'org-role', link: '/organization/1' },
        later(1),
      ),
    );
    const newer = await ctx.db.transaction((trx) =>
      notify(trx, dancer.profileId, { text: 'Second', type: 'org-role' }, later(2)),
    );
    const list = await ctx.api().get('/notifications').set(dancer.auth).expect(200);
    expect(list.body.map((n: { id: number }) => n.id)).toEqual([newer, older]);
    expect(list.body[1]).toMatchObject({
      text: 'You are now an admin of Floor Lords',
      notificationType: 'org-role',
      link: '/organization/1',
      read: false,
    });
    const read = await ctx.api().post(`/notifications/${older}`).set(dancer.auth).expect(200);
    expect(read.body.find((n: { id: number }) => n.id === older).read).toBe(true);
    const dismissed = await ctx.api().delete(`/notifications/${newer}`).set(dancer.auth).expect(200);
    expect(dismissed.body.map((n: { id: number }) => n.id)).toEqual([older]);
  });

  it('keeps each profile’s notifications to itself', async () => {
    const dancer = await createSignedInDancer(ctx.db);
    const side = await addProfile(ctx.db, dancer.accountId);
    const id = await notify(ctx.db, side, { text: 'For the side profile', type: 'org-role' }, TEST_NOW);
    expect((await ctx.api().get('/notifications').set(dancer.auth).expect(200)).body).toEqual([]);
    expect((await ctx.api().get('/notifications').set(dancer.as(side)).expect(200)).body).toHaveLength(1);
    await ctx.api().post(`/notifications/${id}`).set(dancer.auth).expect(404);
    const stranger = await createSignedInDancer(ctx.db);
    await ctx.api().post(`/notifications/${id}`).set(stranger.auth).expect(404);
    await ctx.api().get('/notifications').set(stranger.as(side)).expect(403);
    await ctx.api().delete(`/notifications/${id}`).set(stranger.as(side)).expect(403);
  });

  it('needs a sign-in and a numeric id', async () => {
    const dancer = await createSignedInDancer(ctx.db);
    await ctx.api().get('/notifications').expect(401);
    await ctx.api().post('/notifications/1').expect(401);
    const bad = await ctx.api().post('/notifications/abc').set(dancer.auth).expect(400);
    expect(bad.body.error.details.field).toBe('params.id');
  });

  it('notifies only when another account acts', async () => {
    const actor = await createSignedInDancer(ctx.db);
    const own = await addProfile(ctx.db, actor.accountId);
    const other = await createSignedInDancer(ctx.db);
    const caller = { accountId: actor.accountId, profileId: actor.profileId, isMain: true };
    expect(await notifyUnlessSelf(ctx.db, caller, own, { text: 'Self', type: 'org-role' }, TEST_NOW)).toBeNull();
    expect(await notifyUnlessSelf(ctx.db, caller, other.profileId, { text: 'Other', type: 'org-role' }, TEST_NOW)).toEqual(
      expect.any(Number),
    );
    expect((await ctx.api().get('/notifications').set(other.auth).expect(200)).body[0].text).toBe('Other');
  });
});
