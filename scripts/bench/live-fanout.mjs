// Live-update fan-out (issue 11): the time from a judge's score through the API (a real POST
// /battles/:id/prelims: the judging transaction, then the announcement) to its invalidation on
// every one of N open server-sent-event streams on loopback. Measured three ways with the same
// clients: the API alone; a raw node:http broadcaster (the floor: no Express, database or
// contract); and two API processes sharing Redis (the POST to one, the streams spread over both).
// Two figures per run: from just before the POST is sent (write included), and from the
// announcement (the event id's milliseconds: the API's clock, or Redis's, when it made the id) —
// the fan-out alone. Every stream must receive every update: `lost` counts the ones that did not arrive.
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
/** Numbered dancers of the bench battle, scored in turn (a prelims page of a small battle). */
const DANCERS = 16;
const now = () => performance.timeOrigin + performance.now();

const sqlTime = (date) => date.toISOString().replace('T', ' ').replace('Z', '');

/** A SQLite database with an event happening now and one 1 vs 1 battle (its judge and numbered dancers come later). */
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
    // Judging under way: each score is one 'prelims' announcement (the first would also move the status).
    status: 'prelims',
  });
  await db.destroy();
  return { file, battle: Number(battle) };
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
  const { arrivals, announced, resets } = await report;
  child.removeAllListeners('exit');
  child.kill();
  const fromWrite = [];
  const fromAnnounce = [];
  let lost = 0;
  arrivals.forEach((stream, s) => {
    lost += WARMUP + UPDATES - stream.length;
    for (let k = WARMUP; k < stream.length; k++) {
      fromWrite.push(stream[k] - sentAt[k]);
      fromAnnounce.push(stream[k] - announced[s][k]);
    }
  });
  answered.sort((a, b) => a - b);
  return {
    post: answered[Math.floor(answered.length / 2)],
    ...quantiles(fromWrite),
    fanout: quantiles(fromAnnounce),
    lost,
    resets,
    samples: fromWrite.length,
  };
}

function quantiles(values) {
  values.sort((a, b) => a - b);
  const at = (q) => values[Math.min(values.length - 1, Math.floor(q * values.length))];
  return { p50: at(0.5), p95: at(0.95), max: values[values.length - 1] };
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
  const { file, battle } = await prepareDatabase(dir);
  const env = apiEnv(dir, file);
  const [apiPort, rawPort, redisA, redisB] = [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2, BASE_PORT + 3];

  // The battle's judge and the numbered (checked-in) dancers it scores, one score a POST.
  const api = await start(path.join(here, 'api-server.mjs'), { ...env, PORT: String(apiPort) });
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const judge = await signUp(apiOrigin, `judge-${randomUUID()}@bench.test`);
  const dancers = [];
  for (let i = 0; i < DANCERS; i++) dancers.push((await signUp(apiOrigin, `d${i}-${randomUUID()}@bench.test`)).id);
  const db = connect({ databaseUrl: null, sqliteFile: file });
  const at = sqlTime(new Date());
  const stamp = { created_at: at, updated_at: at };
  await db('battle_roles').insert({ ...stamp, battle_id: battle, user_id: judge.id, role: 'judge' });
  await db('battle_entries').insert(
    dancers.map((userId, i) => ({ ...stamp, battle_id: battle, user_id: userId, confirmed_at: at, rand_id: i + 1 })),
  );
  await db.destroy();
  let scores = 0;
  // Each score names the next dancer with points that differ from that dancer's last ones.
  const scoreThrough = (origin) => async () => {
    const k = scores++;
    const res = await fetch(`${origin}/battles/${battle}/prelims`, {
      method: 'POST',
      headers: { authorization: `Bearer ${judge.token}`, 'content-type': 'application/json' },
      body: JSON.stringify([{ userId: dancers[k % DANCERS], round: 0, points: 1 + (k % 10), mode: 'new' }]),
    });
    if (!res.ok) throw new Error(`score ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };

  const results = [];
  for (const clients of clientCounts) {
    const row = { clients };
    row.api = await measure({ clients, urls: [`${apiOrigin}/battles/${battle}/live`], announce: scoreThrough(apiOrigin) });
    results.push(row);
  }
  await stopChild(api);

  const raw = await start(path.join(here, 'live-raw-server.mjs'), { PORT: String(rawPort) });
  const announceRaw = async () => {
    const res = await fetch(`http://127.0.0.1:${rawPort}/announce`, { method: 'POST', body: '{"topic":"prelims"}' });
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
    row.redis = await measure({ clients: row.clients, urls, announce: scoreThrough(`http://127.0.0.1:${redisA}`) });
  await stopChild(first);
  await stopChild(second);
  fs.rmSync(dir, { recursive: true, force: true });
  return results;
}

export function printLiveFanout(results) {
  const ms = (v) => v.toFixed(1).padStart(8);
  const x = (v, raw) => (v / raw).toFixed(2).padStart(6);
  console.log(
    `\nLive updates: a judge's prelims score POST through the API → its invalidation on every open stream (loopback, ${UPDATES} updates after ${WARMUP} warm-up)`,
  );
  console.log('                                        from the POST (write included)      from the announcement (fan-out)');
  console.log(
    'clients  server                        POST ms   p50 ms   p95 ms   max ms  × raw   p50 ms   p95 ms   max ms  × raw   lost  resets',
  );
  for (const row of results) {
    for (const [name, r] of [
      ['API (one process)', row.api],
      ['raw node:http broadcaster', row.raw],
      ['API × 2 processes + Redis', row.redis],
    ]) {
      const f = r.fanout;
      console.log(
        `${String(row.clients).padStart(7)}  ${name.padEnd(28)}${ms(r.post)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.max)} ${x(r.p95, row.raw.p95)} ${ms(f.p50)} ${ms(f.p95)} ${ms(f.max)} ${x(f.p95, row.raw.fanout.p95)} ${String(r.lost).padStart(6)} ${String(r.resets).padStart(7)}`,
      );
    }
  }
  console.log(
    'POST ms: median time until the score POST answered (the judging transaction and the prelims state it answers; the raw server has none)',
  );
  console.log("from the announcement: arrival minus the event id's milliseconds (made when the change was announced; ±1 ms)");
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('goals: API ≤ 1.5 × raw, API × 2 + Redis ≤ 2 × raw (p95), 0 lost');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const counts = process.argv.slice(2).map(Number).filter(Boolean);
  printLiveFanout(await benchLiveFanout(counts.length ? counts : [1_000, 5_000]));
}
