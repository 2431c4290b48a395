// The list routes at two scales (issue 7: cost grows with the page, not the table): the same
// requests against a 10,000-dancer data set and the full scale one (1,000,000 dancers, 100,000
// events, 10,000 battles), both made by the API's seedScale in MariaDB databases of their own,
// seeded once and reused by later runs.
import mysql from 'mysql2/promise';
import { FULL_SCALE, loadConfig, openDatabase, seedScale } from '@cypher/api';
import { requestsPerSecond } from './throughput.mjs';

export const SCALES = {
  small: { ...FULL_SCALE, dancers: 10_000, events: 1_000, battles: 100, orgs: 10 },
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
  ['leaderboard, 2024 by name', '/orgs/{org}/leaderboard?y=2024&sb=name-asc'],
];

/** A migrated database holding the data set (seeded on first use); answers its URL and first org. */
export async function prepareScaleDatabase(serverUrl, name, counts) {
  const admin = await mysql.createConnection({ uri: serverUrl });
  await admin.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const databaseUrl = `${serverUrl.replace(/\/$/, '')}/${name}`;
  const db = await openDatabase(loadConfig({ ...process.env, DATABASE_URL: databaseUrl, SEED_DEMO: 'false' }));
  try {
    const [{ n }] = await db('users').count({ n: '*' });
    let seconds = 0;
    if (Number(n) < counts.dancers) {
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

/** p50 latency and requests per second of each list route on an API at `origin`. */
export async function timeListRoutes(origin, org) {
  const results = [];
  for (const [label, path] of LIST_ROUTES) {
    results.push([
      label,
      await requestsPerSecond(`${origin}${path.replace('{org}', String(org))}`, { seconds: 3, connections: 4 }),
    ]);
  }
  return results;
}
