// `node scripts/seed-scale.mjs [database-url]`: the scale data set of issue 7 in MariaDB —
// 1,000,000 dancers, 1,000 organizations, 100,000 published events, 10,000 battles with 32 entries
// each, their results and leaderboards — appended to a migrated database (created when missing).
// SCALE=0.01 loads a hundredth of it. Prints how long each table took.
import mysql from 'mysql2/promise';
import { FULL_SCALE, loadConfig, openDatabase, seedScale } from '@cypher/api';

const url = process.argv[2] ?? process.env.DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/cypher_scale';
if (!url.startsWith('mysql://')) throw new Error(`a MariaDB/MySQL URL is needed, not ${url}`);
const factor = Number(process.env.SCALE ?? 1);
if (!(factor > 0 && factor <= 1)) throw new Error('SCALE must be a number in (0, 1]');

const { pathname, origin } = new URL(url);
const name = pathname.replace(/^\//, '');
const admin = await mysql.createConnection({ uri: url.replace(pathname, '') || origin });
await admin.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
await admin.end();

const db = await openDatabase(loadConfig({ ...process.env, DATABASE_URL: url, SEED_DEMO: 'false' }));
const counts = Object.fromEntries(
  Object.entries(FULL_SCALE).map(([key, value]) => [
    key,
    key === 'entriesPerBattle' || key === 'membersPerOrg' ? value : Math.max(1, Math.round(value * factor)),
  ]),
);
const started = Date.now();
const timings = await seedScale(db, counts);
await db.destroy();
for (const [table, ms] of Object.entries(timings)) console.log(`${table.padEnd(24)}${(ms / 1000).toFixed(1).padStart(8)} s`);
console.log(`${'total'.padEnd(24)}${((Date.now() - started) / 1000).toFixed(1).padStart(8)} s  (${JSON.stringify(counts)})`);
