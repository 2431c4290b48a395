import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';
import { addProfile, createSignedInDancer, type SignedInDancer } from './helpers/auth.js';

let ctx: TestContext;
let boss: SignedInDancer;
let dancer: SignedInDancer;
let orgId: number;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// Every test gets its own organization and dancers (one database per test file).
beforeEach(async () => {
  boss = await createSignedInDancer(ctx.db, { dancerName: 'Boss' });
  dancer = await createSignedInDancer(ctx.db, { dancerName: 'Newbie' });
  orgId = await fixtures(ctx.db).org({ name: 'Role Crew' });
  await fixtures(ctx.db).orgRole(orgId, boss.profileId, 'admin');
});

const role = (method: 'post' | 'delete', who: SignedInDancer, body: object, headers = who.auth) =>
  ctx.api()[method](`/orgs/${orgId}/role`).set(headers).send(body);
const notificationsOf = (userId: number) =>
  ctx.db('notifications').where({ user_id: userId }).orderBy('id').select('text', 'type', 'link') as Promise<object[]>;

describe('POST/DELETE /orgs/:id/role', () => {
  it('adds and removes roles, answers the organization and notifies the dancer each time', async () => {
    const added = await role('post', boss, { userId: dancer.profileId, role: 'promoter' }).expect(200);
    expect(added.body.promoters).toEqual([{ id: dancer.profileId, dancerName: 'Newbie', avatar: null }]);
    await role('post', boss, { userId: dancer.profileId, role: 'admin' }).expect(200);
    const removed = await role('delete', boss, { userId: dancer.profileId, role: 'promoter' }).expect(200);
    expect(removed.body.promoters).toEqual([]);
    expect(removed.body.admins.map((u: { id: number }) => u.id)).toEqual([boss.profileId, dancer.profileId]);
    expect(await notificationsOf(dancer.profileId)).toEqual([
      { text: 'You are now a promoter of Role Crew', type: 'organization', link: `/organization/${orgId}` },
      { text: 'You are now an admin of Role Crew', type: 'organization', link: `/organization/${orgId}` },
      { text: 'You are no longer a promoter of Role Crew', type: 'organization', link: `/organization/${orgId}` },
    ]);
  });

  it('does not notify again for a role already held, nor for one not held', async () => {
    await role('post', boss, { userId: dancer.profileId, role: 'promoter' }).expect(200);
    await role('post', boss, { userId: dancer.profileId, role: 'promoter' }).expect(200);
    await role('delete', boss, { userId: dancer.profileId, role: 'admin' }).expect(200);
    expect(await notificationsOf(dancer.profileId)).toHaveLength(1);
  });

  it('does not notify when the change is made by the same account (its other profile)', async () => {
    const other = await addProfile(ctx.db, boss.accountId, { dancerName: 'Boss Alt' });
    await role('post', boss, { userId: other, role: 'admin' }).expect(200);
    await role('delete', boss, { userId: other, role: 'admin' }, boss.as(other)).expect(200);
    expect(await notificationsOf(other)).toEqual([]);
  });

  it('never removes the last admin, even the admin himself', async () => {
    const res = await role('delete', boss, { userId: boss.profileId, role: 'admin' }).expect(409);
    expect(res.body.error).toMatchObject({ code: 'conflict', message: 'An organization needs at least one admin' });
    expect(await ctx.db('org_roles').where({ org_id: orgId, role: 'admin' })).toHaveLength(1);
    await role('post', boss, { userId: dancer.profileId, role: 'admin' }).expect(200);
    const left = await role('delete', boss, { userId: boss.profileId, role: 'admin' }).expect(200);
    expect(left.body.admins.map((u: { id: number }) => u.id)).toEqual([dancer.profileId]);
    expect(left.body.canEdit).toBe(false);
    await role('delete', dancer, { userId: dancer.profileId, role: 'admin' }).expect(409);
  });

  it.each([
    ['body.role', { userId: 1, role: 'owner' }],
    ['body.userId', { userId: 0, role: 'admin' }],
    ['body.userId', { role: 'admin' }],
  ])('answers 400 naming %s (case %#)', async (field, body) => {
    const res = await role('post', boss, body).expect(400);
    expect(res.body.error.details.field).toBe(field);
  });

  it.each(['post', 'delete'] as const)(
    'answers 400 naming body.userId for an unknown dancer (%s), as event and battle roles do',
    async (method) => {
      const res = await role(method, boss, { userId: 999999, role: 'admin' }).expect(400);
      expect(res.body.error).toMatchObject({ message: 'User not found', details: { field: 'body.userId' } });
    },
  );
});

describe('organization members', () => {
  it('adds and removes members (answering ok) and lists them with search and paging', async () => {
    const others = [];
    for (const name of ['Zed', 'Amy', 'Max']) others.push(await fixtures(ctx.db).user({ dancerName: name }));
    for (const id of [...others, dancer.profileId]) {
      const res = await ctx.api().post(`/orgs/${orgId}/members/${id}`).set(boss.auth).expect(200);
      expect(res.body).toEqual({ ok: true });
    }
    await ctx.api().post(`/orgs/${orgId}/members/${others[0]}`).set(boss.auth).expect(200);
    const names = async (query: string) =>
      ((await ctx.api().get(`/orgs/${orgId}/members${query}`).expect(200)).body as { dancerName: string }[]).map(
        (m) => m.dancerName,
      );
    expect(await names('')).toEqual(['Amy', 'Max', 'Newbie', 'Zed']);
    expect(await names('?k=MA')).toEqual(['Max']);
    expect(await names('?pp=2&p=1')).toEqual(['Newbie', 'Zed']);
    expect((await ctx.api().get(`/orgs/${orgId}`).expect(200)).body.membersCount).toBe(4);

    await ctx.api().delete(`/orgs/${orgId}/members/${others[0]}`).set(boss.auth).expect(200);
    await ctx.api().delete(`/orgs/${orgId}/members/${others[0]}`).set(boss.auth).expect(200);
    expect(await names('')).toEqual(['Amy', 'Max', 'Newbie']);
    await ctx.api().post(`/orgs/${orgId}/members/999999`).set(boss.auth).expect(404);
    const bad = await ctx.api().get(`/orgs/${orgId}/members?pp=101`).expect(400);
    expect(bad.body.error.details.field).toBe('query.pp');
  });
});

describe('POST/DELETE /orgs/:id/members/:userId notifications', () => {
  const member = (method: 'post' | 'delete', who: SignedInDancer, userId: number, headers = who.auth) =>
    ctx.api()[method](`/orgs/${orgId}/members/${userId}`).set(headers);

  it('tells the dancer when another account adds or removes them, once per real change', async () => {
    await member('post', boss, dancer.profileId).expect(200, { ok: true });
    await member('post', boss, dancer.profileId).expect(200, { ok: true });
    await member('delete', boss, dancer.profileId).expect(200, { ok: true });
    await member('delete', boss, dancer.profileId).expect(200, { ok: true });
    expect(await notificationsOf(dancer.profileId)).toEqual([
      { text: 'You are now a member of Role Crew', type: 'organization', link: `/organization/${orgId}` },
      { text: 'You are no longer a member of Role Crew', type: 'organization', link: `/organization/${orgId}` },
    ]);
  });

  it('stays quiet when the account adds one of its own profiles', async () => {
    const own = await addProfile(ctx.db, boss.accountId, { dancerName: 'Boss Too' });
    await member('post', boss, own).expect(200, { ok: true });
    expect(await notificationsOf(own)).toEqual([]);
  });
});
