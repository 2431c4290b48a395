import { createTestContext, type TestContext } from './helpers/test-app.js';

/**
 * Five wrong passwords lock an e-mail out from the address that sent them, not from everywhere:
 * knowing a dancer's e-mail must not be enough to keep the dancer out (OWASP ASVS 6.3). A higher
 * ceiling per e-mail over all addresses still stops guessing spread over many machines.
 */
jest.setTimeout(60_000);

let ctx: TestContext;
const email = 'locked.out@example.test';
const password = 'backspin-2026-q';
beforeAll(async () => {
  // The proxy in front (here: the test) tells the app the visitor's address.
  ctx = await createTestContext({ env: { TRUST_PROXY: 'loopback', RATE_LIMIT_LOGIN_PER_EMAIL: '8' } });
  await ctx.api().post('/auth/signup').send({ email, password }).expect(200);
});
afterAll(() => ctx.close());

const login = (from: string, secret: string) =>
  ctx.api().post('/auth/login').set('X-Forwarded-For', from).send({ email, password: secret });

it('locks the e-mail from the guessing address only, and stops guessing spread over many', async () => {
  for (let i = 0; i < 5; i++) expect((await login('203.0.113.7', `wrong-${i}-guess`)).status).toBe(401);
  const locked = await login('203.0.113.7', password);
  expect(locked.status).toBe(429);
  expect(locked.body.error.message).toBe('Too many attempts to log in with this email, try again later');
  // The dancer, elsewhere, still signs in.
  await login('198.51.100.2', password).expect(200);
  // Three more failures from three other addresses reach the ceiling of 8 for the e-mail.
  for (const from of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) expect((await login(from, 'still-wrong-1')).status).toBe(401);
  expect((await login('192.0.2.4', password)).status).toBe(429);
});
