import path from 'node:path';
import { ERRORS } from '@cypher/contracts';
import request from 'supertest';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createTestContext, TEST_AUTH_SECRET, TEST_NOW, type TestContext } from './helpers/test-app.js';
import { outboxLinks, tokenOf } from './helpers/outbox.js';

let ctx: TestContext;
let clock = TEST_NOW;
const MINUTE = 60_000;
const email = 'link.dancer@example.test';
const password = 'headspin-2026-a';

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  await ctx.api().post('/auth/signup').send({ email, password }).expect(200);
});
afterAll(() => ctx.close());
afterEach(() => {
  clock = TEST_NOW;
});

const outbox = () => path.join(ctx.tempDir, 'outbox');
/** The newest link of that kind e-mailed to the test's dancer (links go out after the answer). */
const latest = async (linkPath: string) => {
  await ctx.mailDelivered();
  return outboxLinks(outbox(), email, linkPath).at(-1)!;
};
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('magic links', () => {
  it('e-mails a single-use link to the public URL that signs in once', async () => {
    await ctx
      .api()
      .post('/user/magic-link')
      .send({ email: ` ${email.toUpperCase()} ` })
      .expect(200, { ok: true });
    const link = await latest('/magic-link');
    expect(link.startsWith('http://cypher.test/magic-link?token=')).toBe(true);
    const signedIn = await ctx
      .api()
      .post('/auth/magic-link/consume')
      .send({ token: tokenOf(link) })
      .expect(200);
    await ctx.api().get('/user').set(bearer(signedIn.body.token)).expect(200);
    const again = await ctx
      .api()
      .post('/auth/magic-link/consume')
      .send({ token: tokenOf(link) })
      .expect(400);
    expect(again.body.error.details.field).toBe('body.token');
  });

  it('expires after 15 minutes', async () => {
    await ctx.api().post('/user/magic-link').send({ email }).expect(200);
    const token = tokenOf(await latest('/magic-link'));
    clock = new Date(TEST_NOW.getTime() + 15 * MINUTE + 1000);
    await ctx.api().post('/auth/magic-link/consume').send({ token }).expect(400);
    clock = new Date(TEST_NOW.getTime() + 14 * MINUTE);
    await ctx.api().post('/auth/magic-link/consume').send({ token }).expect(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const known = await ctx.api().post('/user/magic-link').send({ email });
    const unknown = await ctx.api().post('/user/magic-link').send({ email: 'ghost@example.test' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await ctx.mailDelivered();
    expect(outboxLinks(outbox(), 'ghost@example.test', '/magic-link')).toEqual([]);
    const bad = await ctx.api().post('/user/magic-link').send({ email: 'not an email' }).expect(400);
    expect(bad.body.error.details.field).toBe('body.email');
  });

  it('does not accept a reset link as a magic link', async () => {
    await ctx.api().post('/user/reset-password').send({ email }).expect(200);
    await ctx
      .api()
      .post('/auth/magic-link/consume')
      .send({ token: tokenOf(await latest('/reset-password')) })
      .expect(400);
  });
});

describe('password reset', () => {
  it('sets a new password once, ends the other sessions and signs in', async () => {
    const before = (await ctx.api().post('/auth/login').send({ email, password }).expect(200)).body.token;
    await ctx.api().post('/user/reset-password').send({ email }).expect(200, { ok: true });
    const token = tokenOf(await latest('/reset-password'));
    const common = await ctx.api().post('/auth/reset-password/confirm').send({ token, password: 'qwertyuiop' }).expect(400);
    expect(common.body.error.details.field).toBe('body.password');
    const reset = await ctx.api().post('/auth/reset-password/confirm').send({ token, password: 'airflare-2026-b' }).expect(200);
    await ctx.api().get('/user').set(bearer(reset.body.token)).expect(200);
    await ctx.api().get('/user').set(bearer(before)).expect(401);
    await ctx.api().post('/auth/reset-password/confirm').send({ token, password: 'airflare-2026-c' }).expect(400);
    await ctx.api().post('/auth/login').send({ email, password: 'airflare-2026-b' }).expect(200);
  });

  it('expires after 30 minutes', async () => {
    await ctx.api().post('/user/reset-password').send({ email }).expect(200);
    const token = tokenOf(await latest('/reset-password'));
    clock = new Date(TEST_NOW.getTime() + 31 * MINUTE);
    await ctx.api().post('/auth/reset-password/confirm').send({ token, password: 'airflare-2026-d' }).expect(400);
  });
});

describe('links e-mailed before a new password', () => {
  it('are void once the password is changed', async () => {
    const account = 'changer@example.test';
    const signedUp = await ctx.api().post('/auth/signup').send({ email: account, password }).expect(200);
    await ctx.api().post('/user/reset-password').send({ email: account }).expect(200);
    await ctx.api().post('/user/magic-link').send({ email: account }).expect(200);
    await ctx.mailDelivered();
    const reset = tokenOf(outboxLinks(outbox(), account, '/reset-password').at(-1)!);
    const magic = tokenOf(outboxLinks(outbox(), account, '/magic-link').at(-1)!);
    await ctx
      .api()
      .post('/auth/password')
      .set(bearer(signedUp.body.token))
      .send({ currentPassword: password, newPassword: 'windmill-2026-z' })
      .expect(200);
    await ctx.api().post('/auth/reset-password/confirm').send({ token: reset, password: 'stolen-2026-x' }).expect(400);
    await ctx.api().post('/auth/magic-link/consume').send({ token: magic }).expect(400);
  });

  it('are void once a reset is completed with another link', async () => {
    const account = 'resetter@example.test';
    await ctx.api().post('/auth/signup').send({ email: account, password }).expect(200);
    await ctx.api().post('/user/reset-password').send({ email: account }).expect(200);
    await ctx.api().post('/user/magic-link').send({ email: account }).expect(200);
    await ctx.api().post('/user/reset-password').send({ email: account }).expect(200);
    await ctx.mailDelivered();
    const [firstReset, secondReset] = outboxLinks(outbox(), account, '/reset-password').map(tokenOf);
    const magic = tokenOf(outboxLinks(outbox(), account, '/magic-link').at(-1)!);
    await ctx.api().post('/auth/reset-password/confirm').send({ token: secondReset, password: 'windmill-2026-y' }).expect(200);
    await ctx.api().post('/auth/reset-password/confirm').send({ token: firstReset, password: 'stolen-2026-x' }).expect(400);
    await ctx.api().post('/auth/magic-link/consume').send({ token: magic }).expect(400);
  });
});

describe('rate limits', () => {
  it('limits link requests per address, answering unknown addresses the same way', async () => {
    const target = 'limited@example.test';
    for (let i = 0; i < 5; i++) await ctx.api().post('/user/reset-password').send({ email: target }).expect(200);
    const limited = await ctx.api().post('/user/reset-password').send({ email: target }).expect(429);
    expect(limited.body.error.code).toBe('too_many_requests');
  });

  it('answers 429 after 5 failed logins for one e-mail, with the spec message', async () => {
    const target = 'guessed@example.test';
    for (let i = 0; i < 5; i++)
      await ctx
        .api()
        .post('/auth/login')
        .send({ email: target, password: `wrong-${i}` })
        .expect(401);
    const res = await ctx.api().post('/auth/login').send({ email: target, password: 'wrong-again' }).expect(429);
    expect(res.body.error.message).toBe(ERRORS.tooManyLoginAttempts);
  });

  it('limits failed logins and link requests per client address', async () => {
    // A second app over the same database with small per-address limits (counters are per app).
    const config = loadConfig({
      AUTH_SECRET: TEST_AUTH_SECRET,
      OUTBOX_DIR: outbox(),
      DATA_DIR: ctx.tempDir,
      IMAGES_DIR: ctx.imagesDir,
      RATE_LIMIT_LOGIN_PER_IP: '3',
      RATE_LIMIT_LINKS_PER_IP: '3',
    });
    const api = request(createApp({ db: ctx.db, config, now: () => clock, log: () => undefined }));
    for (let i = 0; i < 3; i++)
      await api
        .post('/auth/login')
        .send({ email: `other-${i}@example.test`, password: 'nope-nope' })
        .expect(401);
    await api.post('/auth/login').send({ email: 'fresh@example.test', password: 'nope-nope' }).expect(429);
    await api.post('/user/magic-link').send({ email: 'a@example.test' }).expect(200);
    await api.post('/user/reset-password').send({ email: 'b@example.test' }).expect(200);
    await api.post('/user/magic-link').send({ email: 'c@example.test' }).expect(200);
    await api.post('/user/reset-password').send({ email: 'd@example.test' }).expect(429);
  });
});
