// Cost grows with the page, not the table (issue 7): every SQL statement the list routes run —
// events by period, keyword and organization, the member directory and user search, organizations,
// an organization's members and leaderboards — is EXPLAINed on MariaDB over a data set big enough
// for the optimizer to prefer an index when one fits, and none may read a big table in full.
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
  '/events?t=now',
  '/events?t=future',
  '/events?t=past',
  '/events?t=future&k=jam 0004',
  '/events?t=future&o={org}',
  '/users',
  '/users?sb=name-desc&p=3',
  '/users?k=dancer 00012',
  '/users?orgs={org}',
  '/orgs',
  '/orgs?k=league 0000',
  '/orgs/{org}/members',
  '/orgs/{org}/leaderboard?y=0',
  '/orgs/{org}/leaderboard?y=2024&sb=name-asc',
];

interface PlanRow {
  table: string | null;
  type: string | null;
  key: string | null;
  rows: number | string | null;
}

describe('list query plans at scale (MariaDB)', () => {
  let ctx: TestContext;
  let org: number;

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
  }, 120_000);

  afterAll(async () => {
    await ctx.close();
  });

  it.each(LIST_READS)('%s reads no big table in full', async (template) => {
    const path = template.replace('{org}', String(org));
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
    }
    expect(fullScans).toEqual([]);
  });
});
