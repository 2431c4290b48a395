import { randomUUID } from 'node:crypto';
import { closeRateLimitStores } from '../src/auth/rate-limits.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';

// Several API processes behind a load balancer must share their login counters, or an attacker
// gets five tries per process. Two apps stand in for two processes; Redis is the one on this
// machine (REDIS_TEST_URL to point elsewhere). A missing Redis fails the test, never skips it.
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

let first: TestContext;
let second: TestContext;

afterEach(async () => {
  await first?.close();
  await second?.close();
  await closeRateLimitStores();
});

async function failLogin(ctx: TestContext, email: string) {
  return ctx.api().post('/auth/login').send({ email, password: 'wrong-password-123' });
}

it('counts failed logins for one e-mail across API processes that share Redis', async () => {
  first = await createTestContext({ env: { REDIS_URL } });
  second = await createTestContext({ env: { REDIS_URL } });
  const email = `shared-${randomUUID()}@example.test`;
  for (let i = 0; i < 3; i++) expect((await failLogin(first, email)).status).toBe(401);
  for (let i = 0; i < 2; i++) expect((await failLogin(second, email)).status).toBe(401);
  const blocked = await failLogin(first, email);
  expect(blocked.status).toBe(429);
  expect(blocked.body.error.message).toBe('Too many attempts to log in with this email, try again later');
});

it('without Redis each process counts alone (what Redis is there to prevent)', async () => {
  first = await createTestContext();
  second = await createTestContext();
  const email = `alone-${randomUUID()}@example.test`;
  for (let i = 0; i < 3; i++) expect((await failLogin(first, email)).status).toBe(401);
  for (let i = 0; i < 2; i++) expect((await failLogin(second, email)).status).toBe(401);
  expect((await failLogin(first, email)).status).toBe(401);
});
