import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { toSqlDateTime } from '../src/db/datetime.js';
import { signSessionToken } from '../src/auth/session-tokens.js';
import { createTestContext, TEST_AUTH_SECRET, TEST_NOW, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';

// Caps hold under load: 500 dancers press Register at once against a registration cap of 50.
// On MariaDB the battle row lock (SELECT … FOR UPDATE) is what keeps the count; SQLite's single
// writer serialises the same transactions.
const DANCERS = 500;
const CAP = 50;

let ctx: TestContext;
let server: http.Server;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext();
  server = http.createServer(ctx.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

/** Accounts with a main profile each, inserted in bulk, and their session tokens. */
async function manyDancers(count: number): Promise<{ profileId: number; token: string }[]> {
  const stamp = { created_at: toSqlDateTime(TEST_NOW), updated_at: toSqlDateTime(TEST_NOW) };
  const tag = `${process.pid}-${Date.now()}`;
  const accounts = Array.from({ length: count }, (_, i) => ({
    ...stamp,
    email: `rush-${tag}-${i}@example.test`,
    provider: 'password',
    session_version: 0,
  }));
  for (let i = 0; i < count; i += 100) await ctx.db('accounts').insert(accounts.slice(i, i + 100));
  const rows = (await ctx.db('accounts').where('email', 'like', `rush-${tag}-%`).orderBy('id').select('id')) as { id: number }[];
  const users = rows.map((row, i) => ({
    ...stamp,
    account_id: row.id,
    is_main: true,
    dancer_name: `Rush ${i}`,
    search_name: `rush ${i}`,
    first_name: 'Rush',
    last_name: String(i),
    birthday: '1999-04-03',
    country: 'US',
  }));
  for (let i = 0; i < count; i += 100) await ctx.db('users').insert(users.slice(i, i + 100));
  const profiles = (await ctx
    .db('users')
    .whereIn(
      'account_id',
      rows.map((r) => r.id),
    )
    .orderBy('id')
    .select('id', 'account_id')) as {
    id: number;
    account_id: number;
  }[];
  return Promise.all(
    profiles.map(async (p) => ({
      profileId: Number(p.id),
      token: await signSessionToken(TEST_AUTH_SECRET, { accountId: Number(p.account_id), sessionVersion: 0 }, TEST_NOW),
    })),
  );
}

describe('registration cap under concurrency', () => {
  it(`${DANCERS} simultaneous registrations against a cap of ${CAP}: exactly ${CAP} registered, the rest waitlisted, no 5xx`, async () => {
    const f = fixtures(ctx.db);
    const event = await f.event({ title: 'Rush Jam', startDays: 2, endDays: 3 });
    const battle = await f.battle(event, { title: 'Rush', cap: 'registration', limit: CAP });
    const dancers = await manyDancers(DANCERS);

    const started = performance.now();
    const statuses = await Promise.all(
      dancers.map(async (d) => {
        const res = await fetch(`${base}/battles/${battle}/dancer`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${d.token}` },
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    // The figure the issue asks for; printed so a run's log carries it.
    console.info(`${DANCERS} concurrent registrations, cap ${CAP}, ${process.env.TEST_DB}: ${seconds.toFixed(2)} s`);

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const rows = (await ctx
      .db('battle_entries')
      .where({ battle_id: battle })
      .select('user_id', 'in_waitlist', 'waitlist_position')) as {
      user_id: number;
      in_waitlist: number | boolean;
      waitlist_position: number | null;
    }[];
    const registered = rows.filter((r) => !Number(r.in_waitlist));
    const waiting = rows.filter((r) => Number(r.in_waitlist));
    expect(registered).toHaveLength(CAP);
    expect(waiting).toHaveLength(DANCERS - CAP);
    // Positions 1…450, each once: the waitlist has one order.
    expect(waiting.map((r) => Number(r.waitlist_position)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: DANCERS - CAP }, (_, i) => i + 1),
    );
    expect(new Set(rows.map((r) => Number(r.user_id))).size).toBe(DANCERS);
  }, 300_000);
});
