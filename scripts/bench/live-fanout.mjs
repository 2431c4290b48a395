// Live-update fan-out (issue 11): the time from a write through the API (a real POST: door staff
// check a dancer in, which announces to the event's battles) to its invalidation on every one of
// N open server-sent-event streams on loopback. Measured three ways with the same clients: the
// API alone; a raw node:http broadcaster (the floor: no Express, database or contract); and two
// API processes sharing Redis (the POST to one, the streams spread over both). Every stream must
// receive every update: `lost` counts the ones that did not arrive.
// Run alone with `node scripts/bench/live-fanout.mjs [clients…]`; `npm run bench` runs 1,000 and
// 5,000. Ports: BENCH_LIVE_PORT (default 8450) and the next three.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { connect, migrateLatest } from '@cypher/api';
import { startChild, stopChild } from './child.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const BASE_PORT = Number(process.env.BENCH_LIVE_PORT ?? 8450);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WARMUP = 5;
const UPDATES = Number(process.env.BENCH_LIVE_UPDATES ?? 50);
const now = () => performance.timeOrigin + performance.now();

const sqlTime = (date) => date.toISOString().replace('T', ' ').replace('Z', '');

/** A SQLite database with an event happening now, one battle, its organizer and dancers to check in. */
async function prepareDatabase(dir) {
  const file = path.join(dir, 'live-bench.sqlite');
  const db = connect({ databaseUrl: null, sqliteFile: file });
  await migrateLatest(db);
  const at = new Date();
  const stamp = { created_at: sqlTime(at), updated_at: sqlTime(at) };
  const [event] = await db('events').insert({
    ...stamp,
    title: 'Live Bench Jam',
    search_title: 'live bench jam',
    description: '<p>Bench</p>',
    location_address: '334 Furman St, Brooklyn, NY 11201',
    location_lat: 40.7003,
    location_lng: -73.9967,
    date_start: sqlTime(new Date(at.getTime() - 3_600_000)),
    date_end: sqlTime(new Date(at.getTime() + 6 * 3_600_000)),
    status: 'published',
  });
  await db('tiers').insert({
    ...stamp,
    event_id: event,
    title: 'Free',
    description: '',
    cost: 0,
    fees: 0,
    taxes: 0,
    position: 0,
  });
  const [battle] = await db('battles').insert({
    ...stamp,
    event_id: event,
    title: 'Live Bench Battle',
    style: 'bracket',
    crew_size: 1,
    participation_cap_type: 'none',
    cap_limit: 0,
    hide_participants: false,
    organization_competitors_only: false,
    bracket_size: 8,
    bracket_levels: JSON.stringify([{ name: 'Final', rounds: 3 }]),
    status: 'registration',
  });
  await db.destroy();
  return { file, event: Number(event), battle: Number(battle) };
}

async function signUp(origin, email) {
  const res = await fetch(`${origin}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: `bench-${randomUUID()}` }),
  });
  if (!res.ok) throw new Error(`signup ${res.status}: ${await res.text()}`);
  const { token } = await res.json();
  const user = await (await fetch(`${origin}/user`, { headers: { authorization: `Bearer ${token}` } })).json();
  return { token, id: user.id };
}

/** Opens the clients, sends WARMUP + UPDATES announcements one after another, and reads the arrivals. */
async function measure({ clients, urls, announce }) {
  const child = fork(path.join(here, 'live-clients.mjs'), [], {
    env: { ...process.env, CLIENT_URLS: urls.join(','), CLIENTS: String(clients) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiters = new Map();
  const next = (type, k = 0) => new Promise((resolve) => waiters.set(`${type}:${k}`, resolve));
  child.on('message', (m) => waiters.get(`${m.type}:${m.k ?? 0}`)?.(m));
  const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`the clients exited (${code})`))));
  exited.catch(() => undefined);
  await Promise.race([next('open'), exited]);
  const sentAt = [];
  const answered = [];
  for (let k = 1; k <= WARMUP + UPDATES; k++) {
    const all = next('reached', k);
    sentAt.push(now());
    await announce(k);
    if (k > WARMUP) answered.push(now() - sentAt[k - 1]);
    // Each update waits for the last stream (or 10 s, then counts as lost) before the next.
    await Promise.race([all, new Promise((r) => setTimeout(r, 10_000))]);
  }
  const report = next('report');
  child.send({ type: 'report' });
  const { arrivals, resets } = await report;
  child.removeAllListeners('exit');
  child.kill();
  const latencies = [];
  let lost = 0;
  for (const stream of arrivals) {
    lost += WARMUP + UPDATES - stream.length;
    for (let k = WARMUP; k < stream.length; k++) latencies.push(stream[k] - sentAt[k]);
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  answered.sort((a, b) => a - b);
  return {
    post: answered[Math.floor(answered.length / 2)],
    p50: at(0.5),
    p95: at(0.95),
    max: latencies[latencies.length - 1],
    lost,
    resets,
    samples: latencies.length,
  };
}

function apiEnv(dir, file) {
  return {
    SQLITE_FILE: file,
    DATA_DIR: dir,
    IMAGES_DIR: path.join(dir, 'images'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    AUTH_SECRET: 'live-bench-secret-not-for-production-use',
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    DATABASE_URL: '',
    REDIS_URL: '',
  };
}

/** Every scenario at `clients` streams; answers the three results. */
export async function benchLiveFanout(clientCounts = [1_000, 5_000]) {
  const started = [];
  try {
    return await runScenarios(clientCounts, started);
  } finally {
    // A failed run must not leave servers behind on the bench's ports.
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  }
}

async function runScenarios(clientCounts, started) {
  const start = async (...args) => {
    const child = await startChild(...args);
    started.push(child);
    return child;
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cypher-live-bench-'));
  const { file, event, battle } = await prepareDatabase(dir);
  const env = apiEnv(dir, file);
  const [apiPort, rawPort, redisA, redisB] = [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2, BASE_PORT + 3];

  // Door staff and the dancers they check in (one a POST; each dancer once per scenario and size).
  const api = await start(path.join(here, 'api-server.mjs'), { ...env, PORT: String(apiPort) });
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const staff = await signUp(apiOrigin, `door-${randomUUID()}@bench.test`);
  const db = connect({ databaseUrl: null, sqliteFile: file });
  const at = sqlTime(new Date());
  await db('event_staff').insert({ created_at: at, updated_at: at, event_id: event, user_id: staff.id, role: 'organizer' });
  const perRun = WARMUP + UPDATES;
  const dancers = [];
  for (let i = 0; i < perRun * clientCounts.length * 2; i++)
    dancers.push((await signUp(apiOrigin, `d${i}-${randomUUID()}@bench.test`)).id);
  await db.destroy();
  let nextDancer = 0;
  const checkInThrough = (origin) => async () => {
    const res = await fetch(`${origin}/events/${event}/checkin/${dancers[nextDancer++]}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff.token}` },
    });
    if (!res.ok) throw new Error(`check-in ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };

  const results = [];
  for (const clients of clientCounts) {
    const row = { clients };
    row.api = await measure({ clients, urls: [`${apiOrigin}/battles/${battle}/live`], announce: checkInThrough(apiOrigin) });
    results.push(row);
  }
  await stopChild(api);

  const raw = await start(path.join(here, 'live-raw-server.mjs'), { PORT: String(rawPort) });
  const announceRaw = async () => {
    const res = await fetch(`http://127.0.0.1:${rawPort}/announce`, { method: 'POST', body: '{"topic":"checkins"}' });
    await res.arrayBuffer();
  };
  for (const row of results)
    row.raw = await measure({ clients: row.clients, urls: [`http://127.0.0.1:${rawPort}/live`], announce: announceRaw });
  await stopChild(raw);

  const shared = { ...env, REDIS_URL, LIVE_STREAM_KEY: `bench:live:${randomUUID()}` };
  const first = await start(path.join(here, 'api-server.mjs'), { ...shared, PORT: String(redisA) });
  const second = await start(path.join(here, 'api-server.mjs'), { ...shared, PORT: String(redisB) });
  const urls = [redisA, redisB].map((port) => `http://127.0.0.1:${port}/battles/${battle}/live`);
  for (const row of results)
    row.redis = await measure({ clients: row.clients, urls, announce: checkInThrough(`http://127.0.0.1:${redisA}`) });
  await stopChild(first);
  await stopChild(second);
  fs.rmSync(dir, { recursive: true, force: true });
  return results;
}

export function printLiveFanout(results) {
  const ms = (v) => v.toFixed(1).padStart(8);
  console.log(
    `\nLive updates: a door check-in POST through the API → its invalidation on every open stream (loopback, ${UPDATES} updates after ${WARMUP} warm-up)`,
  );
  console.log('clients  server                        POST ms   p50 ms   p95 ms   max ms   lost  resets  p95 × raw');
  for (const row of results) {
    for (const [name, r] of [
      ['API (one process)', row.api],
      ['raw node:http broadcaster', row.raw],
      ['API × 2 processes + Redis', row.redis],
    ]) {
      console.log(
        `${String(row.clients).padStart(7)}  ${name.padEnd(28)}${ms(r.post)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.max)} ${String(r.lost).padStart(6)} ${String(r.resets).padStart(7)} ${(r.p95 / row.raw.p95).toFixed(2).padStart(10)}`,
      );
    }
  }
  console.log('POST ms: median time until the write itself answered (the check-in transaction; the raw server has none)');
  console.log('goals: API ≤ 1.5 × raw, API × 2 + Redis ≤ 2 × raw, 0 lost');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const counts = process.argv.slice(2).map(Number).filter(Boolean);
  printLiveFanout(await benchLiveFanout(counts.length ? counts : [1_000, 5_000]));
}
