// The list routes at two scales (issue 7: cost grows with the page, not the table): the same
// requests against a 10,000-dancer data set and the full scale one (1,000,000 dancers, 100,000
// events, 10,000 battles), both made by the API's seedScale in MariaDB databases of their own,
// seeded once and reused by later runs. Runs alone too:
//   node scripts/bench/list-scale.mjs   (BENCH_MYSQL_URL, BENCH_SCALE_DB = database name prefix,
//   default cypher_bench_scale → cypher_bench_scale_small and _full; BENCH_PORT + 3 for the API)
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';
import { createApp, FULL_SCALE, loadConfig, openDatabase, rowsRead, seedScale } from '@cypher/api';
import { startChild, stopChild } from './child.mjs';
import { requestsPerSecond } from './throughput.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * No table of the small set holds more than 10,000 rows, and every list's page is as full as at
 * full scale — 100 organizations (a whole /orgs page), past events beyond page 20 — with the same
 * events, members and battles per organization, so a route reads the same page at both scales and
 * only the tables' sizes differ.
 */
export const SCALES = {
  small: { ...FULL_SCALE, dancers: 10_000, events: 10_000, battles: 1_000, orgs: 100 },
  full: FULL_SCALE,
};

/** The first page a visitor sees and a deep page, for every list the site has. */
export const LIST_ROUTES = [
  ['events, coming up', '/events?t=future'],
  ['events, past, page 20', '/events?t=past&p=20'],
  ['members', '/users'],
  ['members, page 100', '/users?p=100'],
  ['members, by name Z–A', '/users?sb=name-desc'],
  ['user search', '/users?k=dancer%200001'],
  ['organizations', '/orgs'],
  ['organization members', '/orgs/{org}/members'],
  ['leaderboard, all years', '/orgs/{org}/leaderboard?y=0'],
  // The first organization has results in 2021, 2023 and 2025 at both scales (battle b is the org's
  // when b mod orgs = 0, of year 2021 + b mod 6).
  ['leaderboard, 2023 by name', '/orgs/{org}/leaderboard?y=2023&sb=name-asc'],
];

/** How many dancers, events and organizations the database holds. */
async function sizes(db) {
  const count = async (table) => Number((await db(table).count({ n: '*' }))[0].n);
  return { dancers: await count('users'), events: await count('events'), orgs: await count('orgs') };
}

/**
 * A migrated database holding the data set (seeded on first use, made again when it holds another
 * data set, e.g. one of an earlier shape); answers its URL and first org.
 */
export async function prepareScaleDatabase(serverUrl, name, counts) {
  const databaseUrl = `${serverUrl.replace(/\/$/, '')}/${name}`;
  const open = async () => {
    const admin = await mysql.createConnection({ uri: serverUrl });
    await admin.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    return openDatabase(loadConfig({ ...process.env, DATABASE_URL: databaseUrl, SEED_DEMO: 'false' }));
  };
  let db = await open();
  try {
    const held = await sizes(db);
    let seconds = 0;
    if (['dancers', 'events', 'orgs'].some((key) => held[key] !== counts[key])) {
      if (held.dancers + held.events + held.orgs > 0) {
        await db.destroy();
        const admin = await mysql.createConnection({ uri: serverUrl });
        await admin.query(`DROP DATABASE \`${name}\``);
        await admin.end();
        db = await open();
      }
      const started = Date.now();
      await seedScale(db, counts);
      seconds = (Date.now() - started) / 1000;
    }
    const org = await db('orgs').where('name', 'like', 'Scale Crew League%').min({ id: 'id' }).first();
    return { databaseUrl, org: Number(org.id), seedSeconds: seconds };
  } finally {
    await db.destroy();
  }
}

/** p50/p99 latency and requests per second of each list route on an API at `origin`. */
async function timeListRoutes(origin, org) {
  const results = [];
  for (const [label, path] of LIST_ROUTES) {
    results.push([
      label,
      await requestsPerSecond(`${origin}${path.replace('{org}', String(org))}`, { seconds: 3, connections: 4 }),
    ]);
  }
  return results;
}

/**
 * Rows each list route's SQL reads (MariaDB ANALYZE, summed over its statements): the cost of a
 * request independent of how busy the machine is, where timings on a shared machine are noisy.
 */
async function rowsPerRoute(databaseUrl, org) {
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, SEED_DEMO: 'false', NODE_ENV: 'production' });
  const db = await openDatabase(config);
  const server = http.createServer(createApp({ db, config }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const rows = [];
    for (const [, route] of LIST_ROUTES) {
      const statements = [];
      const record = (q) => {
        if (/^\s*select/i.test(q.sql)) statements.push(q);
      };
      db.on('query', record);
      await (await fetch(`http://127.0.0.1:${server.address().port}${route.replace('{org}', String(org))}`)).text();
      db.off('query', record);
      let read = 0;
      for (const { sql, bindings } of statements) {
        for (const step of await rowsRead(db, sql, bindings ?? [])) read += step.rows;
      }
      rows.push(Math.round(read));
    }
    return rows;
  } finally {
    server.close();
    await db.destroy();
  }
}

/**
 * Every list route on the small and the full data set (seeding a missing one first), the API in a
 * child process with production settings on `port`; prints the table and answers the figures.
 */
export async function benchListScale(serverUrl, port, prefix = process.env.BENCH_SCALE_DB ?? 'cypher_bench_scale') {
  const scaled = {};
  const read = {};
  for (const [scale, counts] of Object.entries(SCALES)) {
    const { databaseUrl, org, seedSeconds } = await prepareScaleDatabase(serverUrl, `${prefix}_${scale}`, counts);
    if (seedSeconds) console.log(`\nseeded the ${scale} data set in ${seedSeconds.toFixed(0)} s`);
    read[scale] = await rowsPerRoute(databaseUrl, org);
    const server = await startChild(path.join(here, 'api-server.mjs'), {
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      PORT: String(port),
    });
    try {
      scaled[scale] = await timeListRoutes(`http://127.0.0.1:${port}`, org);
    } finally {
      await stopChild(server);
    }
  }
  const { small, full } = SCALES;
  const size = (counts) =>
    `${counts.dancers.toLocaleString('en-US')} dancers, ${counts.events.toLocaleString('en-US')} events, ` +
    `${counts.battles.toLocaleString('en-US')} battles, ${counts.orgs.toLocaleString('en-US')} organizations`;
  console.log(`\nList routes, small: ${size(small)}; full: ${size(full)}; 4 connections, 3 s each`);
  console.log(
    'route                          small p50  p99 ms | full p50  p99 ms | full/small p50   p99 | failed | rows read small   full',
  );
  const cell = (value, width) => String(value).padStart(width);
  scaled.small.forEach(([label, s], i) => {
    const [, f] = scaled.full[i];
    const ratio = (a, b) => (a / Math.max(1, b)).toFixed(2);
    console.log(
      `${label.padEnd(31)}${cell(s.p50, 9)}${cell(s.p99, 8)} |${cell(f.p50, 9)}${cell(f.p99, 8)} |` +
        `${cell(ratio(f.p50, s.p50), 15)}${cell(ratio(f.p99, s.p99), 6)} |${cell(s.non2xx + s.errors + f.non2xx + f.errors, 7)} |` +
        `${cell(read.small[i], 16)}${cell(read.full[i], 7)}`,
    );
  });
  return scaled;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchListScale(process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306', Number(process.env.BENCH_PORT ?? 8280) + 3);
}
