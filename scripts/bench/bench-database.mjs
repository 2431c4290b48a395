// The bench database on MariaDB: migrated by the API's own migrations, with 100,000 published
// events spread over past, present and future (inserted once; later runs reuse them).
import mysql from 'mysql2/promise';
import { loadConfig, openDatabase } from '@cypher/api';

export const BENCH_EVENTS = 100_000;
const BATCH = 2_000;

const pad = (n, width = 2) => String(n).padStart(width, '0');
const sqlDateTime = (d) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}`;

export async function prepareBenchDatabase(serverUrl, name) {
  const admin = await mysql.createConnection({ uri: serverUrl });
  await admin.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4`);
  await admin.end();
  const databaseUrl = `${serverUrl.replace(/\/$/, '')}/${name}`;
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl });
  const db = await openDatabase(config);
  const [{ count }] = await db('events').count({ count: '*' });
  if (Number(count) < BENCH_EVENTS) {
    await db('events').del();
    const day = 24 * 3600 * 1000;
    const now = Date.now();
    for (let start = 0; start < BENCH_EVENTS; start += BATCH) {
      const rows = [];
      for (let i = start; i < Math.min(start + BATCH, BENCH_EVENTS); i++) {
        // Deterministic spread: two thirds past, the rest running now or in the next two years.
        const offsetDays = ((i * 7919) % 1095) - 730;
        const begins = new Date(now + offsetDays * day);
        const ends = new Date(begins.getTime() + ((i % 3) + 1) * day);
        const title = `Bench Jam ${i}`;
        rows.push({
          title,
          search_title: title.toLowerCase(),
          location_address: `${(i % 900) + 1} Battle Street, Brooklyn, NY`,
          location_lat: 40.6 + (i % 100) / 1000,
          location_lng: -73.9 - (i % 100) / 1000,
          date_start: sqlDateTime(begins),
          date_end: sqlDateTime(ends),
          status: 'published',
          created_at: sqlDateTime(new Date(now - i * 60_000)),
          updated_at: sqlDateTime(new Date(now - i * 60_000)),
        });
      }
      await db('events').insert(rows);
    }
  }
  return { db, config, databaseUrl };
}
