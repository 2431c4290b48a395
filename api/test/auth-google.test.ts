import { OAuth2Server } from 'oauth2-mock-server';
import { createTestContext, type TestContext } from './helpers/test-app.js';

const CALLBACK = 'http://cypher.test/api/auth/google/callback';
let issuer: OAuth2Server;
let ctx: TestContext;
let googleEmail = 'google.dancer@example.test';
let googleSubject = 'google-subject-1';

beforeAll(async () => {
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  // Google's ID tokens carry the verified address; so do the mock's.
  issuer.service.on('beforeTokenSigning', (token) => {
    token.payload.email = googleEmail;
    token.payload.email_verified = true;
    token.payload.sub = googleSubject;
  });
  await issuer.start(0, '127.0.0.1');
  ctx = await createTestContext({
    env: {
      GOOGLE_ISSUER: issuer.issuer.url!,
      GOOGLE_CLIENT_ID: 'cypher-test',
      GOOGLE_CLIENT_SECRET: 'cypher-test-secret',
      GOOGLE_CALLBACK_URL: CALLBACK,
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await issuer.stop();
});

/** The browser's part: our redirect → the issuer's authorize → back to our callback. */
async function signInWithGoogle(redirect: string): Promise<URL> {
  const start = await ctx
    .api()
    .get(`/auth/google?redirect=${encodeURIComponent(redirect)}`)
    .expect(302);
  const authorize = new URL(start.headers.location!);
  expect(authorize.origin + authorize.pathname).toBe(`${issuer.issuer.url}/authorize`);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const cookies = ([] as string[]).concat(start.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
  const fromIssuer = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(fromIssuer.headers.get('location')!);
  expect(back.origin + back.pathname).toBe(CALLBACK);
  const done = await ctx.api().get(`/auth/google/callback${back.search}`).set('Cookie', cookies.at(-1)!).expect(302);
  return new URL(done.headers.location!);
}

const fragment = (url: URL) => new URLSearchParams(url.hash.slice(1));

describe('Google sign-in (OpenID Connect against a mock issuer)', () => {
  it('creates the account on first sign-in and hands the shell a working token', async () => {
    const done = await signInWithGoogle('/events?t=future');
    expect(done.origin + done.pathname).toBe('http://cypher.test/auth/complete');
    expect(fragment(done).get('redirect')).toBe('/events?t=future');
    const token = fragment(done).get('token')!;
    const me = await ctx
      .api()
      .get('/user')
      .set({ Authorization: `Bearer ${token}` })
      .expect(200);
    // No dancer name yet: the shell sends the new account to onboarding.
    expect(me.body).toMatchObject({ dancerName: '', aEmail: googleEmail, authProvider: 'google', isMain: true });
  });

  it('signs the same Google account into the same account again, and refuses foreign redirects', async () => {
    const first = await ctx
      .api()
      .get('/user')
      .set({ Authorization: `Bearer ${fragment(await signInWithGoogle('/')).get('token')}` });
    const again = await signInWithGoogle('//evil.example/steal');
    expect(fragment(again).get('redirect')).toBe('/');
    const second = await ctx
      .api()
      .get('/user')
      .set({ Authorization: `Bearer ${fragment(again).get('token')}` })
      .expect(200);
    expect(second.body.id).toBe(first.body.id);
    expect(await ctx.db('accounts').where({ provider: 'google' }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('fails the callback without the flow cookie', async () => {
    const start = await ctx.api().get('/auth/google').expect(302);
    const fromIssuer = await fetch(start.headers.location!, { redirect: 'manual' });
    const back = new URL(fromIssuer.headers.get('location')!);
    const done = await ctx.api().get(`/auth/google/callback${back.search}`).expect(302);
    const url = new URL(done.headers.location!);
    expect(fragment(url).get('token')).toBeNull();
    expect(fragment(url).get('error')).toBeTruthy();
  });
});

describe('an account someone made with the address before its owner came', () => {
  const squatted = 'squatted.dancer@example.test';
  const password = 'squatter-pass-2026';
  afterEach(() => {
    googleEmail = 'google.dancer@example.test';
    googleSubject = 'google-subject-1';
  });

  it('goes to the Google user who proves the address, without the password or sessions of whoever made it', async () => {
    const squatter = (await ctx.api().post('/auth/signup').send({ email: squatted, password }).expect(200)).body.token;
    await ctx.api().post('/user/magic-link').send({ email: squatted }).expect(200);
    await ctx.mailDelivered();
    [googleEmail, googleSubject] = [squatted, 'google-subject-owner'];
    const owner = fragment(await signInWithGoogle('/')).get('token')!;

    const me = await ctx
      .api()
      .get('/user')
      .set({ Authorization: `Bearer ${owner}` })
      .expect(200);
    expect(me.body.aEmail).toBe(squatted);
    await ctx
      .api()
      .get('/user')
      .set({ Authorization: `Bearer ${squatter}` })
      .expect(401);
    const login = await ctx.api().post('/auth/login').send({ email: squatted, password });
    expect(login.status).toBeGreaterThanOrEqual(400);
    expect(login.body.token).toBeUndefined();
    const account = await ctx.db('accounts').where({ email: squatted }).first();
    expect(account.password_hash).toBeNull();
    expect(account.email_verified_at).not.toBeNull();
    // The link mailed before the owner came is void too.
    expect(await ctx.db('auth_tokens').where({ account_id: account.id }).whereNull('used_at').count({ n: '*' })).toEqual([
      { n: 0 },
    ]);
  });

  it('keeps the password of an account whose address was proven', async () => {
    const proven = 'proven.dancer@example.test';
    await ctx.api().post('/auth/signup').send({ email: proven, password }).expect(200);
    await ctx.db('accounts').where({ email: proven }).update({ email_verified_at: new Date() });
    [googleEmail, googleSubject] = [proven, 'google-subject-proven'];
    await signInWithGoogle('/');
    await ctx.api().post('/auth/login').send({ email: proven, password }).expect(200);
  });
});

describe('Google issuer unreachable', () => {
  it('starts anyway and answers the sign-in with an error redirect', async () => {
    const down = await createTestContext({
      env: { GOOGLE_ISSUER: 'http://127.0.0.1:9', GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y' },
    });
    try {
      await down.api().get('/health').expect(200);
      const res = await down.api().get('/auth/google').expect(302);
      expect(fragment(new URL(res.headers.location!)).get('error')).toContain('not available');
      expect(down.errors.length).toBeGreaterThan(0);
    } finally {
      await down.close();
    }
  });
});
