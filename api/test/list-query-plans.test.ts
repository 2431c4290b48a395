// Cost grows with the page, not the table (issue 7): every SQL statement the list routes run —
// events by period, keyword and organization, the member directory and user search, organizations,
// an organization's members and leaderboards — is EXPLAINed on MariaDB over a data set big enough
// for the optimizer to prefer an index when one fits, and none may read a big table in full: no
// full table scan in the plan (EXPLAIN type ALL), and — run for real with ANALYZE — no step that
// reads (to filter, count or sort) a quarter or more of a big table's rows, which is how a full
// index scan, a sort of every row or a count over the whole table shows.
import { rowsRead } from '../src/db/rows-read.js';
import { seedScale } from '../src/seed/seed-scale.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';

/** Tables that reach millions of rows at scale (scripts/seed-scale.mjs). */
const BIG_TABLES = new Set([
  'users',
  'events',
  'orgs',
  'org_members',
  'battles',
  'battle_entries',
  'battle_results',
  'leaderboard_standings',
  'attendances',
]);

const LIST_READS = [
  '/events?t=future',
  '/events?t=past',
  '/events?t=future&k=jam 0004',
  '/events?t=future&o={org}',
  // A dancer's events (profile tabs): their own rows first, never a test of every event.
  '/events?t=past&u={member}',
  '/events/tabs?u={member}',
  '/users',
  '/users?sb=name-desc&p=3',
  '/users?k=dancer 00012',
  '/users?orgs={org}',
  '/orgs?u={member}',
  '/orgs/{org}/members',
  '/orgs/{org}/leaderboard?y=0',
  '/orgs/{org}/leaderboard?y=2024&sb=name-asc',
];

/** A step that reads at least this share of a big table reads the table, whatever the access type. */
const WHOLE_TABLE_SHARE = 0.25;

/**
 * Reads known to cost the table, each with its reason. They run as expected failures (it.failing):
 * CI stays green while they cost the table and turns red when one is fixed, so it moves up.
 */
const KNOWN_WHOLE_TABLE_READS: Record<string, string> = {
  // Running now = started (date_start <= now) and not ended (date_end > now): either index range
  // holds a large share of all events; bounding it needs a longest-event rule the spec lacks.
  '/events?t=now': 'an interval condition no single index range bounds',
  // `total` counts every published organization for paging (1,000 rows at full scale).
  '/orgs': 'the paging total counts every published organization',
  // A name contains the keyword: no index serves '%text%', and every match's events are counted.
  '/orgs?k=league 0000': 'a contains search over every organization name',
};

interface PlanRow {
  table: string | null;
  type: string | null;
  key: string | null;
  rows: number | string | null;
}

describe('list query plans at scale (MariaDB)', () => {
  let ctx: TestContext;
  let org: number;
  let member: number;
  const tableRows = new Map<string, number>();

  beforeAll(async () => {
    ctx = await createTestContext();
    // Big enough that a full scan costs more than an index to the optimizer; small enough for a test.
    await seedScale(ctx.db, {
      dancers: 20_000,
      events: 6_000,
      battles: 300,
      entriesPerBattle: 16,
      orgs: 3_000,
      membersPerOrg: 5,
    });
    org = Number(((await ctx.db('orgs').min({ id: 'id' }).first()) as { id: number }).id);
    member = Number(((await ctx.db('org_members').where({ org_id: org }).min({ id: 'user_id' }).first()) as { id: number }).id);
    for (const table of BIG_TABLES) {
      const row = (await ctx.db(table).count({ n: '*' }).first()) as { n: number | string };
      tableRows.set(table, Number(row.n));
    }
  }, 120_000);

  afterAll(async () => {
    await ctx.close();
  });

  async function wholeTableReads(template: string): Promise<string[]> {
    const path = template.replace('{org}', String(org)).replace('{member}', String(member));
    const statements: Array<{ sql: string; bindings: unknown[] }> = [];
    const record = (query: { sql: string; bindings?: unknown[] }) => {
      if (/^\s*select/i.test(query.sql)) statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
    };
    ctx.db.on('query', record);
    try {
      const response = await ctx.api().get(path);
      expect(response.status).toBe(200);
    } finally {
      ctx.db.off('query', record);
    }
    expect(statements.length).toBeGreaterThan(0);

    const fullScans: string[] = [];
    for (const { sql, bindings } of statements) {
      const [plan] = (await ctx.db.raw(`EXPLAIN ${sql}`, bindings as never[])) as [PlanRow[]];
      for (const step of plan) {
        if (step.type === 'ALL' && step.table && BIG_TABLES.has(step.table)) {
          fullScans.push(`${step.table} (${step.rows} rows) in: ${sql}`);
        }
      }
      for (const { table, rows } of await rowsRead(ctx.db, sql, bindings)) {
        const size = tableRows.get(table);
        if (size && size >= 1_000 && rows >= size * WHOLE_TABLE_SHARE) {
          fullScans.push(`${table} (read ${Math.round(rows)} of ${size} rows) in: ${sql}`);
        }
      }
    }
    return fullScans;
  }

  it.each(LIST_READS)('%s reads no big table in full', async (template) => {
    expect(await wholeTableReads(template)).toEqual([]);
  });

  it.failing.each(Object.entries(KNOWN_WHOLE_TABLE_READS))('%s reads no big table in full (known: %s)', async (template) => {
    expect(await wholeTableReads(template)).toEqual([]);
  });
});
