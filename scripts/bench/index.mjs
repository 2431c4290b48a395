// `npm run bench`: page weight per route (the budget's list, scripts/bench/page-budget.mjs),
// react-dom copies, LCP, CLS and TBT on a desktop and a throttled phone profile, the API's throughput on
// GET /api/events?pp=50 against a raw node:http + mysql2 baseline on 100,000 events in MariaDB, and
// every list route at two scales (10,000 and 1,000,000 dancers); × bare is against a bare federated host
// it builds and serves itself (scripts/bench/bare-host.mjs). BENCH_PORT moves its ports (default 8280–8284).
// Last, live-update fan-out to 1,000 and 5,000 open streams (live-fanout.mjs; BENCH_LIVE_PORT, 8450–8453).
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
import { serveBareHost } from './bare-host.mjs';
import { measurePages } from './page-weight.mjs';
import { BARE_HOST_KB, BUDGET_ROUTES, GOAL_KB } from './page-budget.mjs';
import { requestsPerSecond, rssMiB } from './throughput.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const MYSQL_SERVER = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const PORT = Number(process.env.BENCH_PORT ?? 8280);

if (missingBuilds(root).length > 0) {
  await runOrFail('npx', ['lerna', 'run', 'build', '--stream'], { cwd: root });
}

async function firstBattleId(origin) {
  for (const period of ['now', 'future', 'past']) {
    const events = await (await fetch(`${origin}/api/events?t=${period}&pp=50`)).json();
    for (const event of events) {
      const detail = await (await fetch(`${origin}/api/events/${event.id}`)).json();
      if (detail.battles?.length) return detail.battles[0].id;
    }
  }
  throw new Error('no battle in the demo seed');
}

// 1. Page weight, on the demo app exactly as `npm start` serves it.
const appPort = PORT;
const app = await startChild(
  path.join(root, 'scripts', 'e2e', 'serve-fresh.mjs'),
  { E2E_APP_PORT: String(appPort) },
  /e2e app on/,
);
const origin = `http://127.0.0.1:${appPort}`;
const battleId = await firstBattleId(origin);
const [firstEvent] = await (await fetch(`${origin}/api/events?t=future&pp=1`)).json();
const routes = BUDGET_ROUTES.map((route) =>
  route.replace('{battle}', String(battleId)).replace('{event}', String(firstEvent.id)),
);
const pages = await measurePages(origin, routes);
await stopChild(app);

// The bare federated host, built and served here the same way, measured the same way.
const bareServer = await serveBareHost(PORT + 4);
const [bare] = await measurePages(`http://127.0.0.1:${PORT + 4}`, ['/'], { ready: 'h1' });
bareServer.close();
bare.route = 'bare federated host';

const cell = (value, width) => String(value).padStart(width);
console.log(`\nInitial JS and paint per route (first visit, until the network is idle; timings: median of 3)`);
console.log(
  `bare federated host measured now: ${bare.gzipKb.toFixed(1)} KB gzip (the budget's BARE_HOST_KB: ${BARE_HOST_KB}, goal: at most ${GOAL_KB} KB)`,
);
console.log(
  'route                 scripts  gzip KB  × bare  react-dom | desktop LCP ms   CLS  TBT ms | mobile LCP ms   CLS  TBT ms',
);
for (const p of [bare, ...pages]) {
  console.log(
    `${p.route.padEnd(22)}${cell(p.scripts, 7)}${cell(p.gzipKb.toFixed(1), 9)}${cell((p.gzipKb / bare.gzipKb).toFixed(2), 8)}${cell(p.reactDomCopies, 11)} |` +
      `${cell(p.desktop.lcpMs.toFixed(0), 15)}${cell(p.desktop.cls.toFixed(3), 6)}${cell(p.desktop.tbtMs.toFixed(0), 8)} |` +
      `${cell(p.mobile.lcpMs.toFixed(0), 14)}${cell(p.mobile.cls.toFixed(3), 6)}${cell(p.mobile.tbtMs.toFixed(0), 8)}`,
  );
}

// 2. API throughput against the raw baseline running the same SQL.
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

// 3. Every list route on a small and a full scale data set: the same page should cost the same.
await benchListScale(MYSQL_SERVER, PORT + 3);

// 4. Live updates: a write through the API to 1,000 and 5,000 open streams (live-fanout.mjs).
const { benchLiveFanout, printLiveFanout } = await import('./live-fanout.mjs');
printLiveFanout(await benchLiveFanout([1_000, 5_000]));
