// `npm run bench`: page weight per route (the budget's list, scripts/bench/page-budget.mjs),
// react-dom copies, LCP, CLS and TBT on a desktop and a throttled phone profile, the API's throughput on
// GET /api/events?pp=50 against a raw node:http + mysql2 baseline on 100,000 events in MariaDB, and
// every list route at two scales (10,000 and 1,000,000 dancers); × bare is against a bare federated host
// it builds and serves itself (scripts/bench/bare-host.mjs). BENCH_PORT moves its ports (default 8280–8284).
// Last, live-update fan-out to 1,000 and 5,000 open streams (live-fanout.mjs; BENCH_LIVE_PORT, 8450–8453).
// The pages are also scored by Lighthouse 13 (desktop preset and its throttled phone), beside the bare
// host (lighthouse.mjs; reports in data/bench-lighthouse/; the median of BENCH_LIGHTHOUSE_RUNS desktop and
// BENCH_PHONE_RUNS phone runs of each page).
// `npm run bench -- pages api scale live` runs only the parts named (all of them by default).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '@cypher/api';
import { missingBuilds } from '../build-state.mjs';
import { runOrFail } from '../run.mjs';
import { prepareBenchDatabase, BENCH_EVENTS } from './bench-database.mjs';
import { LEADERBOARD_MEMBERS, prepareLeaderboard } from './bench-leaderboard.mjs';
import { benchListScale } from './list-scale.mjs';
import { startChild, stopChild } from './child.mjs';
import { benchPages } from './pages.mjs';
import { requestsPerSecond, rssMiB } from './throughput.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const MYSQL_SERVER = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const PORT = Number(process.env.BENCH_PORT ?? 8280);
const PARTS = ['pages', 'api', 'scale', 'live'];
const asked = process.argv.slice(2);
for (const part of asked) if (!PARTS.includes(part)) throw new Error(`unknown bench part "${part}": one of ${PARTS.join(', ')}`);
const runs = (part) => asked.length === 0 || asked.includes(part);

if (missingBuilds(root).length > 0) {
  await runOrFail('npx', ['lerna', 'run', 'build', '--stream'], { cwd: root });
}

// 1. Page weight, Chromium's timeline and Lighthouse per route, beside the bare federated host.
if (runs('pages')) await benchPages({ root, port: PORT });

// 2. API throughput against the raw baseline running the same SQL.
if (runs('api')) {
  const { db, config, databaseUrl } = await prepareBenchDatabase(MYSQL_SERVER, 'cypher_bench');
  const captured = [];
  const onQuery = (q) => captured.push({ sql: q.sql, bindings: q.bindings ?? [] });
  db.on('query', onQuery);
  const probe = http.createServer(createApp({ db, config }));
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const probeResponse = await fetch(`http://127.0.0.1:${probe.address().port}/events?pp=50`);
  const probeBody = await probeResponse.json();
  if (!probeResponse.ok || probeBody.length !== 50) throw new Error(`the API did not answer 50 events: ${probeResponse.status}`);
  db.off('query', onQuery);
  probe.close();
  const leaderboardOrg = await prepareLeaderboard(db);
  await db.destroy();
  const sqlFile = path.join(os.tmpdir(), 'cypher-bench-sql.json');
  fs.writeFileSync(sqlFile, JSON.stringify(captured));

  // Production settings: no demo seed, no response validation.
  const env = { DATABASE_URL: databaseUrl, BENCH_SQL_FILE: sqlFile, NODE_ENV: 'production' };
  const apiServer = await startChild(path.join(here, 'api-server.mjs'), { ...env, PORT: String(PORT + 1) });
  const apiResult = await requestsPerSecond(`http://127.0.0.1:${PORT + 1}/events?pp=50`);
  const apiRss = rssMiB(apiServer.pid);
  const leaderboard = [];
  for (const [label, query] of [
    ['all years, by rank, first page', 'y=0&pp=100'],
    ['all years, by rank, page 500', 'y=0&pp=100&p=500'],
    ['one year, by rank, first page', 'y=2024&pp=100'],
    ['all years, by name, first page', 'y=0&pp=100&sb=name-asc'],
  ]) {
    leaderboard.push([
      label,
      await requestsPerSecond(`http://127.0.0.1:${PORT + 1}/orgs/${leaderboardOrg}/leaderboard?${query}`, { seconds: 5 }),
    ]);
  }
  await stopChild(apiServer);
  const rawServer = await startChild(path.join(here, 'raw-server.mjs'), { ...env, PORT: String(PORT + 2) });
  const rawResult = await requestsPerSecond(`http://127.0.0.1:${PORT + 2}/events?pp=50`);
  const rawRss = rssMiB(rawServer.pid);
  await stopChild(rawServer);

  console.log(
    `\nGET /api/events?pp=50 on MariaDB with ${BENCH_EVENTS.toLocaleString('en-US')} events (${captured.length} SQL statement(s) a request)`,
  );
  console.log('server                     req/s    p50 ms   p99 ms   non-2xx   RSS MiB');
  for (const [name, r, rss] of [
    ['API (Express + Knex)', apiResult, apiRss],
    ['raw node:http + mysql2', rawResult, rawRss],
  ]) {
    console.log(
      `${name.padEnd(24)}${r.rps.toFixed(0).padStart(8)}${String(r.p50).padStart(10)}${String(r.p99).padStart(9)}${String(r.non2xx).padStart(10)}${rss.toFixed(0).padStart(10)}`,
    );
  }
  console.log(`ratio API / raw: ${(apiResult.rps / rawResult.rps).toFixed(2)}`);

  console.log(
    `\nGET /api/orgs/{id}/leaderboard with ${LEADERBOARD_MEMBERS.toLocaleString('en-US')} ranked dancers in one organization`,
  );
  console.log('page                                 req/s    p50 ms   p99 ms   non-2xx');
  for (const [label, r] of leaderboard) {
    console.log(
      `${label.padEnd(34)}${r.rps.toFixed(0).padStart(8)}${String(r.p50).padStart(10)}${String(r.p99).padStart(9)}${String(r.non2xx).padStart(10)}`,
    );
  }
}

// 3. Every list route on a small and a full scale data set: the same page should cost the same.
if (runs('scale')) await benchListScale(MYSQL_SERVER, PORT + 3);

// 4. Live updates: a write through the API to 1,000 and 5,000 open streams (live-fanout.mjs).
if (runs('live')) {
  const { benchLiveFanout, printLiveFanout } = await import('./live-fanout.mjs');
  printLiveFanout(await benchLiveFanout([1_000, 5_000]));
}
