import { CALLER_PROFILE_HEADER, ERRORS } from '@cypher/contracts';
import { signSessionToken } from '../src/auth/session-tokens.js';
import { addProfile, createSignedInDancer } from './helpers/auth.js';
import { createTestContext, TEST_AUTH_SECRET, TEST_NOW, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('the caller of a request', () => {
  it('is the main profile by default and another own profile through x-caller-profile', async () => {
    const dancer = await createSignedInDancer(ctx.db, { dancerName: 'Main Mover' });
    const other = await addProfile(ctx.db, dancer.accountId, { dancerName: 'Side Step' });
    const main = await ctx.api().get('/user').set(dancer.auth).expect(200);
    expect(main.body).toMatchObject({ id: dancer.profileId, isMain: true, canEdit: true, dancerName: 'Main Mover' });
    const side = await ctx.api().get('/user').set(dancer.as(other)).expect(200);
    expect(side.body).toMatchObject({ id: other, isMain: false, dancerName: 'Side Step' });
    expect(side.body.profiles.map((p: { id: number }) => p.id)).toEqual([dancer.profileId, other]);
  });

  it('answers 403 for a profile of another account and 401 without, or with a bad, token', async () => {
    const dancer = await createSignedInDancer(ctx.db);
    const stranger = await createSignedInDancer(ctx.db);
    const res = await ctx.api().get('/user').set(dancer.as(stranger.profileId)).expect(403);
    expect(res.body.error.code).toBe('forbidden');
    await ctx.api().get('/user').expect(401);
    await ctx.api().get('/user').set(bearer('not-a-token')).expect(401);
    const forged = await signSessionToken(
      'another-secret-entirely',
      { accountId: dancer.accountId, sessionVersion: 0 },
      TEST_NOW,
    );
    await ctx.api().get('/user').set(bearer(forged)).expect(401);
    // Issued 31 days before the app's clock: past the 30-day lifetime.
    const old = await signSessionToken(
      TEST_AUTH_SECRET,
      { accountId: dancer.accountId, sessionVersion: 0 },
      new Date(TEST_NOW.getTime() - 31 * 86_400_000),
    );
    await ctx.api().get('/user').set(bearer(old)).expect(401);
    await ctx
      .api()
      .get('/user')
      .set({ ...dancer.auth, [CALLER_PROFILE_HEADER]: 'abc' })
      .expect(403);
  });

  it('lets public routes answer signed out, and makes GET /user/:id owner-aware', async () => {
    const dancer = await createSignedInDancer(ctx.db);
    await ctx.db('users').where({ id: dancer.profileId }).update({ battles_won_public: false });
    const anonymous = await ctx.api().get(`/user/${dancer.profileId}`).expect(200);
    expect(anonymous.body.canEdit).toBe(false);
    expect(anonymous.body).not.toHaveProperty('battlesWon');
    const owner = await ctx.api().get(`/user/${dancer.profileId}`).set(dancer.auth).expect(200);
    expect(owner.body).toMatchObject({ canEdit: true, battlesWon: 0 });
    const stranger = await createSignedInDancer(ctx.db);
    const other = await ctx.api().get(`/user/${dancer.profileId}`).set(stranger.auth).expect(200);
    expect(other.body.canEdit).toBe(false);
  });
});

describe('sign-up, login, logout and password change', () => {
  const email = 'New.Dancer@Example.test';
  const password = 'windmill-flare-2026';

  it('signs up with an empty main profile, refuses a taken e-mail, and logs in', async () => {
    const signup = await ctx.api().post('/auth/signup').send({ email, password }).expect(200);
    const me = await ctx.api().get('/user').set(bearer(signup.body.token)).expect(200);
    expect(me.body).toMatchObject({ dancerName: '', isMain: true, aEmail: 'new.dancer@example.test', authProvider: 'password' });
    const taken = await ctx.api().post('/auth/signup').send({ email: 'new.dancer@example.test', password }).expect(409);
    expect(taken.body.error.message).toContain(ERRORS.alreadyInUse);
    const login = await ctx.api().post('/auth/login').send({ email: 'NEW.dancer@example.test', password }).expect(200);
    await ctx.api().get('/user').set(bearer(login.body.token)).expect(200);
  });

  it('refuses short and common passwords, naming the field, and wrong credentials with 401', async () => {
    const short = await ctx.api().post('/auth/signup').send({ email: 'short@example.test', password: 'abc' }).expect(400);
    expect(short.body.error.details.field).toBe('body.password');
    const common = await ctx.api().post('/auth/signup').send({ email: 'common@example.test', password: 'password1' }).expect(400);
    expect(common.body.error.details).toMatchObject({ field: 'body.password', rule: 'common' });
    const wrong = await ctx.api().post('/auth/login').send({ email, password: 'not-the-password' }).expect(401);
    expect(wrong.body.error.message).toBe(ERRORS.incorrectCredentials);
    const unknown = await ctx.api().post('/auth/login').send({ email: 'nobody@example.test', password }).expect(401);
    expect(unknown.body.error.message).toBe(ERRORS.incorrectCredentials);
    const bad = await ctx.api().post('/auth/login').send({ email: 'not-an-email', password }).expect(400);
    expect(bad.body.error.details.field).toBe('body.email');
  });

  it('logout ends every session of the account', async () => {
    const first = (await ctx.api().post('/auth/login').send({ email, password }).expect(200)).body.token;
    const second = (await ctx.api().post('/auth/login').send({ email, password }).expect(200)).body.token;
    await ctx.api().post('/auth/logout').set(bearer(first)).expect(200, { ok: true });
    await ctx.api().get('/user').set(bearer(first)).expect(401);
    await ctx.api().get('/user').set(bearer(second)).expect(401);
    await ctx.api().post('/auth/logout').expect(401);
  });

  it('a password change answers a fresh token and ends the other sessions', async () => {
    const other = (await ctx.api().post('/auth/login').send({ email, password }).expect(200)).body.token;
    const mine = (await ctx.api().post('/auth/login').send({ email, password }).expect(200)).body.token;
    const wrong = await ctx
      .api()
      .post('/auth/password')
      .set(bearer(mine))
      .send({ currentPassword: 'nope-nope', newPassword: 'toprock-2026-x' })
      .expect(400);
    expect(wrong.body.error.details.field).toBe('body.currentPassword');
    const common = await ctx
      .api()
      .post('/auth/password')
      .set(bearer(mine))
      .send({ currentPassword: password, newPassword: 'iloveyou' })
      .expect(400);
    expect(common.body.error.details.field).toBe('body.newPassword');
    const changed = await ctx
      .api()
      .post('/auth/password')
      .set(bearer(mine))
      .send({ currentPassword: password, newPassword: 'toprock-2026-x' })
      .expect(200);
    await ctx.api().get('/user').set(bearer(other)).expect(401);
    await ctx.api().get('/user').set(bearer(mine)).expect(401);
    await ctx.api().get('/user').set(bearer(changed.body.token)).expect(200);
    await ctx.api().post('/auth/login').send({ email, password }).expect(401);
    await ctx.api().post('/auth/login').send({ email, password: 'toprock-2026-x' }).expect(200);
    await ctx.api().post('/auth/password').send({ currentPassword: password, newPassword: 'toprock-2026-y' }).expect(401);
  });

  it('refuses a password change to accounts that sign in through Google', async () => {
    const google = await createSignedInDancer(ctx.db, { provider: 'google' });
    const res = await ctx
      .api()
      .post('/auth/password')
      .set(google.auth)
      .send({ currentPassword: 'whatever1', newPassword: 'toprock-2026-z' })
      .expect(400);
    expect(res.body.error.message).toBe(ERRORS.passwordChangeNotPossible);
  });

  it('tells the shell which ways of signing in exist', async () => {
    const res = await ctx.api().get('/auth/config').expect(200);
    expect(res.body).toEqual({ provider: 'cypher', google: false, firebase: null });
  });
});
