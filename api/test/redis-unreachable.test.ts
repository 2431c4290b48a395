import { performance } from 'node:perf_hooks';
import { closeRateLimitStores } from '../src/auth/rate-limits.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { testEngine } from './helpers/test-database.js';

/**
 * With REDIS_URL pointing at a closed port, sign-in used to wait forever for the rate-limit
 * counters. Every Redis call is bounded now: a clear 503 within seconds, and /health says which
 * dependency is missing.
 */
jest.setTimeout(30_000);

// Port 1 on this machine: nothing listens there, connections are refused.
const CLOSED = 'redis://127.0.0.1:1';
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

let down: TestContext;
let up: TestContext;
beforeAll(async () => {
  down = await createTestContext({ env: { REDIS_URL: CLOSED } });
  up = await createTestContext({ env: { REDIS_URL } });
});
afterAll(async () => {
  await down.close();
  await up.close();
  await closeRateLimitStores();
});

it('answers sign-in and e-mailed link requests with 503 within seconds', async () => {
  for (const [path, body] of [
    ['/auth/login', { email: 'dancer@example.test', password: 'whatever-123' }],
    ['/user/magic-link', { email: 'dancer@example.test' }],
    ['/user/reset-password', { email: 'dancer@example.test' }],
  ] as const) {
    const start = performance.now();
    const res = await down.api().post(path).send(body);
    expect({ path, status: res.status, code: res.body.error?.code }).toEqual({ path, status: 503, code: 'unavailable' });
    expect(performance.now() - start).toBeLessThan(5_000);
  }
});

it('reports the dependency on /health', async () => {
  const res = await down.api().get('/health').expect(503);
  expect(res.body).toEqual({ status: 'unavailable', db: testEngine(), redis: 'unreachable' });
  const fine = await up.api().get('/health').expect(200);
  expect(fine.body).toEqual({ status: 'ok', db: testEngine(), redis: 'ok' });
});
