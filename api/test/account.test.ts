import { ERRORS } from '@cypher/contracts';
import { addProfile, createSignedInDancer } from './helpers/auth.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const onboarding = {
  firstName: 'Ana',
  lastName: 'Lopez',
  dancerName: 'Ana Flow',
  birthday: '10/18/1993',
  country: 'US',
  state: 'NY',
  city: 'Brooklyn',
  avatar: null,
  card: null,
};

describe('POST /user (onboarding and profile settings)', () => {
  it('saves onboarding fields of a new account and answers the owner view', async () => {
    const dancer = await createSignedInDancer(ctx.db, { dancerName: null });
    const res = await ctx.api().post('/user').set(dancer.auth).send(onboarding).expect(200);
    expect(res.body).toMatchObject({
      dancerName: 'Ana Flow',
      fullName: 'Ana Lopez',
      birthday: '10/18/1993',
      state: 'NY',
      canEdit: true,
    });
    const listed = await ctx.api().get('/users?k=ana%20flow').expect(200);
    expect(listed.body.map((u: { id: number }) => u.id)).toContain(dancer.profileId);
  });

  it('checks the spec rules and names the field', async () => {
    const dancer = await createSignedInDancer(ctx.db);
    const field = async (body: object) => (await ctx.api().post('/user').set(dancer.auth).send(body).expect(400)).body.error;
    expect(await field({ birthday: '1993-10-18' })).toMatchObject({ details: { field: 'body.birthday' } });
    expect(await field({ birthday: '10/18/1893' })).toMatchObject({ message: ERRORS.birthdayFormat });
    // Editing an existing profile: not this year (the test clock says 2026), not over 100 years ago.
    expect(await field({ birthday: '01/02/2026' })).toMatchObject({
      message: ERRORS.birthdayIncorrect,
      details: { field: 'body.birthday' },
    });
    expect(await field({ birthday: '01/02/1925' })).toMatchObject({ message: ERRORS.birthdayIncorrect });
    expect(await field({ dancerName: '   ' })).toMatchObject({
      message: ERRORS.dancerNameRequired,
      details: { field: 'body.dancerName' },
    });
    expect(await field({ firstName: ' ' })).toMatchObject({ message: ERRORS.fullNameRequired });
    expect(await field({ country: 'CA', state: null })).toMatchObject({ details: { field: 'body.state' } });
    expect(await field({ country: 'ZZ' })).toMatchObject({ details: { field: 'body.country' } });
    expect(await field({ avatar: 999999 })).toMatchObject({ details: { field: 'body.avatar' } });
    expect(
      await field({ socials: { email: 'x', facebook: null, instagram: null, twitter: null, youtube: null, website: null } }),
    ).toMatchObject({
      details: { field: 'body.socials.email' },
    });
    expect(await field({ extra: 1 })).toMatchObject({ code: 'bad_request' });
    // State is dropped where it is not asked.
    const fr = await ctx
      .api()
      .post('/user')
      .set(dancer.auth)
      .send({ country: 'FR', state: 'Somewhere', city: 'Paris' })
      .expect(200);
    expect(fr.body).toMatchObject({ country: 'FR', state: null, city: 'Paris' });
  });

  it('saves privacy so strangers stop seeing the stat while the owner still does', async () => {
    const dancer = await createSignedInDancer(ctx.db);
    const privacy = { eventsAttended: false, battlesEntered: true, battlesWon: true, eventsDj: true, battlesJudged: true };
    await ctx.api().post('/user').set(dancer.auth).send({ privacy }).expect(200);
    expect((await ctx.api().get(`/user/${dancer.profileId}`).expect(200)).body).not.toHaveProperty('eventsAttended');
    expect((await ctx.api().get(`/user/${dancer.profileId}`).set(dancer.auth).expect(200)).body.eventsAttended).toBe(0);
  });

  it('needs a sign-in and refuses acting as another account’s profile', async () => {
    const dancer = await createSignedInDancer(ctx.db);
    const stranger = await createSignedInDancer(ctx.db);
    await ctx.api().post('/user').send({ city: 'X' }).expect(401);
    await ctx.api().post('/user').set(dancer.as(stranger.profileId)).send({ city: 'X' }).expect(403);
  });
});

describe('POST /user/profiles', () => {
  it('adds a non-main profile to the account', async () => {
    const dancer = await createSignedInDancer(ctx.db);
    const res = await ctx
      .api()
      .post('/user/profiles')
      .set(dancer.auth)
      .send({ ...onboarding, dancerName: 'Second Self' })
      .expect(200);
    expect(res.body).toMatchObject({ dancerName: 'Second Self', isMain: false, canEdit: true });
    expect(res.body.profiles.map((p: { id: number }) => p.id)).toEqual([dancer.profileId, res.body.id]);
    const missing = await ctx
      .api()
      .post('/user/profiles')
      .set(dancer.auth)
      .send({ ...onboarding, city: undefined })
      .expect(400);
    expect(missing.body.error.details.field).toBe('body.city');
    await ctx.api().post('/user/profiles').send(onboarding).expect(401);
    const stranger = await createSignedInDancer(ctx.db);
    await ctx.api().post('/user/profiles').set(dancer.as(stranger.profileId)).send(onboarding).expect(403);
  });
});

describe('PUT /user/:id/set-main', () => {
  it('makes an own non-main profile the main one', async () => {
    const dancer = await createSignedInDancer(ctx.db);
    const other = await addProfile(ctx.db, dancer.accountId);
    const res = await ctx.api().put(`/user/${other}/set-main`).set(dancer.auth).expect(200);
    expect(res.body).toMatchObject({ id: other, isMain: true });
    // The header-less caller now acts as the new main profile.
    expect((await ctx.api().get('/user').set(dancer.auth).expect(200)).body.id).toBe(other);
    const again = await ctx.api().put(`/user/${other}/set-main`).set(dancer.auth).expect(400);
    expect(again.body.error.details.field).toBe('params.id');
    await ctx.api().put(`/user/abc/set-main`).set(dancer.auth).expect(400);
    await ctx.api().put(`/user/${other}/set-main`).expect(401);
    const stranger = await createSignedInDancer(ctx.db);
    await ctx.api().put(`/user/${stranger.profileId}/set-main`).set(dancer.auth).expect(403);
    await ctx.api().put(`/user/${other}/set-main`).set(dancer.as(stranger.profileId)).expect(403);
  });
});

describe('PUT /user/profiles (release)', () => {
  it('moves a non-main profile to a new account that can log in', async () => {
    const dancer = await createSignedInDancer(ctx.db);
    const other = await addProfile(ctx.db, dancer.accountId, { dancerName: 'Leaving Crew' });
    const body = { profileId: other, email: 'released@example.test', password: 'backspin-2026-r' };
    await ctx
      .api()
      .put('/user/profiles')
      .set(dancer.auth)
      .send({ ...body, password: '12345678' })
      .expect(400);
    await ctx
      .api()
      .put('/user/profiles')
      .set(dancer.auth)
      .send({ ...body, email: 'nope' })
      .expect(400);
    await ctx.api().put('/user/profiles').set(dancer.auth).send(body).expect(200, { ok: true });
    const login = await ctx.api().post('/auth/login').send({ email: body.email, password: body.password }).expect(200);
    const me = await ctx
      .api()
      .get('/user')
      .set({ Authorization: `Bearer ${login.body.token}` })
      .expect(200);
    expect(me.body).toMatchObject({ id: other, isMain: true, dancerName: 'Leaving Crew' });
    const mine = await ctx.api().get('/user').set(dancer.auth).expect(200);
    expect(mine.body.profiles.map((p: { id: number }) => p.id)).toEqual([dancer.profileId]);
    const taken = await ctx
      .api()
      .put('/user/profiles')
      .set(dancer.auth)
      .send({ ...body, profileId: await addProfile(ctx.db, dancer.accountId) })
      .expect(409);
    expect(taken.body.error.message).toContain(ERRORS.alreadyInUse);
  });

  it('refuses the main profile, other accounts’ profiles and signed-out callers', async () => {
    const dancer = await createSignedInDancer(ctx.db);
    const body = { profileId: dancer.profileId, email: 'main@example.test', password: 'backspin-2026-m' };
    const main = await ctx.api().put('/user/profiles').set(dancer.auth).send(body).expect(400);
    expect(main.body.error.details.field).toBe('body.profileId');
    const stranger = await createSignedInDancer(ctx.db);
    const theirs = await addProfile(ctx.db, stranger.accountId);
    await ctx
      .api()
      .put('/user/profiles')
      .set(dancer.auth)
      .send({ ...body, profileId: theirs })
      .expect(403);
    await ctx.api().put('/user/profiles').send(body).expect(401);
    await ctx.api().put('/user/profiles').set(dancer.as(theirs)).send(body).expect(403);
    expect(await ctx.db('accounts').where({ email: 'main@example.test' }).first()).toBeUndefined();
  });
});
