import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestContext, type TestContext } from './helpers/test-app.js';

const PROJECT = 'cypher-test-project';
let emulator: http.Server;
let ctx: TestContext;
const lookups: string[] = [];

/**
 * Stands in for the Firebase Auth emulator's accounts:lookup endpoint, which firebase-admin asks
 * (in emulator mode) whether the token's user exists and is enabled.
 */
function startEmulator(): Promise<string> {
  emulator = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const expected = `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:lookup`;
      if (req.method !== 'POST' || req.url !== expected) {
        res.writeHead(404).end();
        return;
      }
      const uid = (JSON.parse(body) as { localId: string[] }).localId[0]!;
      lookups.push(uid);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ users: [{ localId: uid, email: `${uid}@example.test`, emailVerified: true, disabled: false }] }));
    });
  });
  return new Promise((resolve) =>
    emulator.listen(0, '127.0.0.1', () => resolve(`127.0.0.1:${(emulator.address() as AddressInfo).port}`)),
  );
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned emulator ID token, as the Auth emulator issues them. */
function emulatorToken(claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const uid = (claims.sub as string | undefined) ?? 'firebase-uid-1';
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: now - 10,
    iat: now - 10,
    exp: now + 3600,
    sub: uid,
    user_id: uid,
    email: `${uid}@example.test`,
    email_verified: true,
    firebase: { identities: { email: [`${uid}@example.test`] }, sign_in_provider: 'password' },
    ...claims,
  };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
}

beforeAll(async () => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = await startEmulator();
  ctx = await createTestContext({
    env: {
      AUTH_PROVIDER: 'firebase',
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_API_KEY: 'test-key',
      FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
    },
  });
});
afterAll(async () => {
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  await ctx.close();
  await new Promise((resolve) => emulator.close(resolve));
});

describe('Firebase Authentication as the provider', () => {
  it('tells the shell to sign in with Firebase', async () => {
    const res = await ctx.api().get('/auth/config').expect(200);
    expect(res.body).toEqual({
      provider: 'firebase',
      google: false,
      firebase: { projectId: PROJECT, apiKey: 'test-key', authDomain: `${PROJECT}.firebaseapp.com` },
    });
  });

  it('exchanges a valid ID token for a session, creating the account once', async () => {
    const first = await ctx.api().post('/auth/firebase').send({ idToken: emulatorToken() }).expect(200);
    const me = await ctx
      .api()
      .get('/user')
      .set({ Authorization: `Bearer ${first.body.token}` })
      .expect(200);
    expect(me.body).toMatchObject({ aEmail: 'firebase-uid-1@example.test', authProvider: 'firebase', dancerName: '' });
    const second = await ctx.api().post('/auth/firebase').send({ idToken: emulatorToken() }).expect(200);
    const again = await ctx
      .api()
      .get('/user')
      .set({ Authorization: `Bearer ${second.body.token}` })
      .expect(200);
    expect(again.body.id).toBe(me.body.id);
    expect(lookups).toContain('firebase-uid-1');
  });

  it('an unverified Firebase address opens no account made another way, but makes a new one', async () => {
    const taken = 'taken.firebase@example.test';
    await ctx.api().post('/auth/signup').send({ email: taken, password: 'taken-pass-2026' }).expect(200);
    const unverified = emulatorToken({ sub: 'typed-someone-else', email: taken, email_verified: false });
    const res = await ctx.api().post('/auth/firebase').send({ idToken: unverified }).expect(409);
    expect(res.body.error.message).toBe(
      'An account with this email already exists: verify the address with your sign-in provider first',
    );
    const fresh = emulatorToken({ sub: 'fresh-unverified', email: 'fresh.unverified@example.test', email_verified: false });
    await ctx.api().post('/auth/firebase').send({ idToken: fresh }).expect(200);
    const account = await ctx.db('accounts').where({ email: 'fresh.unverified@example.test' }).first();
    expect(account.email_verified_at).toBeNull();
  });

  it('refuses expired tokens and tokens of another project with 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = emulatorToken({ sub: 'late-uid', iat: now - 7200, auth_time: now - 7200, exp: now - 3600 });
    expect((await ctx.api().post('/auth/firebase').send({ idToken: expired }).expect(401)).body.error.code).toBe('unauthorized');
    await ctx
      .api()
      .post('/auth/firebase')
      .send({ idToken: emulatorToken({ aud: 'another-project' }) })
      .expect(401);
    await ctx.api().post('/auth/firebase').send({ idToken: 'garbage' }).expect(401);
    await ctx.api().post('/auth/firebase').send({}).expect(400);
    expect(await ctx.db('accounts').where({ email: 'late-uid@example.test' }).first()).toBeUndefined();
  });
});
