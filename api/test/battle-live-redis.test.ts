import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { closeRateLimitStores } from '../src/auth/rate-limits.js';
import { redisCommand } from '../src/auth/redis-store.js';
import { createRedisLiveFeed } from '../src/live/redis-live-feed.js';
import { createSignedInDancer } from './helpers/auth.js';
import { fixtures } from './helpers/fixtures.js';
import { openSse, type SseStream } from './helpers/sse.js';
import { createTestContext, serve, type ServedApp, type TestContext } from './helpers/test-app.js';
import { testEngine } from './helpers/test-database.js';

/**
 * Live updates with several API processes: two apps share one database and Redis (as two
 * processes behind a load balancer do); a change written through one reaches the streams of the
 * other, in the same order with the same ids, and a client resumes on either. With Redis away, a
 * write still answers at once and this process's own streams still hear it.
 */
jest.setTimeout(60_000);
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const CLOSED = 'redis://127.0.0.1:1';

const servers: ServedApp[] = [];
const contexts: TestContext[] = [];
const streams: SseStream[] = [];
const keys: string[] = [];
/** This test's own Redis stream, deleted afterwards. */
function streamKey(): string {
  keys.push(`test:live:${testEngine()}:${randomUUID()}`);
  return keys[keys.length - 1];
}
afterEach(async () => {
  for (const key of keys.splice(0)) await redisCommand(REDIS_URL, ['DEL', key]);
  streams.splice(0).forEach((s) => s.close());
  for (const ctx of contexts.splice(0)) await ctx.close();
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await closeRateLimitStores();
});

async function listen(ctx: TestContext): Promise<string> {
  const server = await serve(ctx);
  servers.push(server);
  return server.base;
}

/** Two apps over one database; `env` for both (the second opens the first's database). */
async function twoProcesses(env: Record<string, string>) {
  const first = await createTestContext({ env });
  contexts.push(first);
  // The second process: another app on the same database connection settings.
  const second = await createTestContext({ env, db: first.db });
  contexts.push(second);
  const f = fixtures(first.db);
  const event = await f.event({ title: 'Redis Jam', startDays: -0.5, endDays: 0.5 });
  await f.tier(event, 0);
  await first.db('tiers').where({ event_id: event }).update({ fees: 0, taxes: 0 });
  const battle = await f.battle(event, { title: 'Redis Battle' });
  return { first, second, event, battle, firstUrl: await listen(first), secondUrl: await listen(second) };
}

async function open(url: string, headers: Record<string, string> = {}) {
  const stream = await openSse(url, headers);
  streams.push(stream);
  return stream;
}

async function checkIn(ctx: TestContext, event: number, name: string) {
  const dancer = await createSignedInDancer(ctx.db, { dancerName: name });
  await ctx.api().post(`/events/${event}/checkin`).set(dancer.auth).expect(200);
}

it('delivers a change written through one process to the streams of both, in one order', async () => {
  const p = await twoProcesses({ REDIS_URL, LIVE_STREAM_KEY: streamKey() });
  const onFirst = await open(`${p.firstUrl}/battles/${p.battle}/live`);
  const onSecond = await open(`${p.secondUrl}/battles/${p.battle}/live`);
  await checkIn(p.first, p.event, 'Through First');
  await checkIn(p.second, p.event, 'Through Second');
  await checkIn(p.first, p.event, 'First Again');
  const seenFirst = await onFirst.waitFor(3);
  const seenSecond = await onSecond.waitFor(3);
  expect(seenSecond).toEqual(seenFirst);
  expect(seenFirst.map((e) => e.data)).toEqual(Array(3).fill('{"topic":"checkins"}'));
});

it('resumes on the other process with exactly what was missed', async () => {
  const p = await twoProcesses({ REDIS_URL, LIVE_STREAM_KEY: streamKey() });
  const onFirst = await open(`${p.firstUrl}/battles/${p.battle}/live`);
  await checkIn(p.first, p.event, 'Before Drop');
  const [seen] = await onFirst.waitFor(1);
  onFirst.close();
  await checkIn(p.first, p.event, 'While Away One');
  await checkIn(p.second, p.event, 'While Away Two');
  const resumed = await open(`${p.secondUrl}/battles/${p.battle}/live`, { 'last-event-id': seen.id! });
  const missed = await resumed.waitFor(2);
  expect(missed.every((e) => e.event === 'message' && e.id! > seen.id!)).toBe(true);
  await checkIn(p.second, p.event, 'After Resume');
  await resumed.waitFor(3);
  expect(new Set(resumed.events.map((e) => e.id)).size).toBe(3);
});

it('with Redis away: the write answers at once and this process still tells its own streams', async () => {
  const ctx = await createTestContext({ env: { REDIS_URL: CLOSED } });
  contexts.push(ctx);
  const f = fixtures(ctx.db);
  const event = await f.event({ title: 'Offline Redis Jam', startDays: -0.5, endDays: 0.5 });
  await f.tier(event, 0);
  await ctx.db('tiers').where({ event_id: event }).update({ fees: 0, taxes: 0 });
  const battle = await f.battle(event);
  const base = await listen(ctx);
  const started = performance.now();
  const stream = await open(`${base}/battles/${battle}/live`);
  expect(stream.status).toBe(200);
  expect(performance.now() - started).toBeLessThan(3_000);
  const writeStarted = performance.now();
  await checkIn(ctx, event, 'Redis Away');
  expect(performance.now() - writeStarted).toBeLessThan(3_000);
  const [event1] = await stream.waitFor(1, 5_000);
  expect(event1.data).toBe('{"topic":"checkins"}');
  // Logged, not thrown: the write had already succeeded.
  expect(ctx.errors.length).toBeGreaterThan(0);
});

it('the publishing process hands its own change on when the append answers, after what it had not read yet, each once', async () => {
  const key = streamKey();
  const seen = { a: [] as string[], b: [] as string[] };
  const feedOf = (name: 'a' | 'b') =>
    createRedisLiveFeed(REDIS_URL, key, {
      onEntry: (entry) => seen[name].push(`${entry.battleId}:${entry.id}`),
      onGap: () => undefined,
      log: (error) => {
        throw error;
      },
    });
  const [a, b] = [feedOf('a'), feedOf('b')];
  try {
    await Promise.all([a.start(), b.start()]);
    // Three appends by b land in the stream before a's own; a's publish hands on all four in
    // stream order, whether or not its reader got to b's yet — without waiting for the reader.
    for (const battle of [1, 2, 3]) await b.publish(battle, { topic: 'prelims' });
    await a.publish(4, { topic: 'prelims' });
    expect(seen.a.map((s) => s.split(':')[0])).toEqual(['1', '2', '3', '4']);
    const stream = (await redisCommand(REDIS_URL, ['XRANGE', key, '-', '+'])) as [string, string[]][];
    const order = stream.map(([id, fields]) => `${fields[1]}:${id}`);
    expect(seen.a).toEqual(order);
    // The readers bring nothing twice: a second later both processes hold the stream once, in order.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(seen.a).toEqual(order);
    expect(seen.b).toEqual(order);
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});
