import fs from 'node:fs';
import { allRoutes, CALLER_PROFILE_HEADER, type RouteDef } from '@cypher/contracts';
import { createPrng } from '../src/seed/prng.js';
import { createSignedInDancer, type SignedInDancer } from './helpers/auth.js';
import { fixtures } from './helpers/fixtures.js';
import { hostileInputs, type HostileInput } from './helpers/hostile-inputs.js';
import { createTestContext, serve, type ServedApp, type TestContext } from './helpers/test-app.js';
import { testEngine } from './helpers/test-database.js';

/**
 * Every bound route, attacked with malformed ids, queries and bodies generated from its contract
 * schemas (helpers/hostile-inputs.ts). A 5xx anywhere is a defect; a 400 names the field; no
 * answer carries a stack trace or SQL. ROUTE_WALK_INPUTS sets the inputs per route: by default
 * the full 1,000 a route on SQLite (71,000 inputs, about 2.5 minutes on a 2-core machine) and 60
 * on MariaDB, where the same inputs meet the other engine's errors at a fraction of the time.
 */
const PER_ROUTE = Number(process.env.ROUTE_WALK_INPUTS ?? (testEngine() === 'sqlite' ? 1000 : 60));
const PARALLEL = 8;
jest.setTimeout(20 * 60_000);

/** What an answer must never show: stack frames, source paths, SQL or driver error names. */
const LEAK =
  /(\bat [\w.<>]+ \(|\.(ts|js):\d+|node_modules|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|\bdelete from\b|ER_[A-Z_]+|SQLITE_|sqlite|mysql|knex)/i;

let ctx: TestContext;
let server: ServedApp;
let base: string;
let dancer: SignedInDancer;
let ids: number[];

beforeAll(async () => {
  ctx = await createTestContext();
  dancer = await createSignedInDancer(ctx.db, { dancerName: 'Walker' });
  const other = await createSignedInDancer(ctx.db, { dancerName: 'Other Walker' });
  const orgId = await fixtures(ctx.db).org({ name: 'Walk Crew' });
  await fixtures(ctx.db).orgRole(orgId, dancer.profileId, 'admin');
  const eventId = await fixtures(ctx.db).event({ title: 'Walk Jam', startDays: 2, endDays: 3, orgId });
  const battleId = await fixtures(ctx.db).battle(eventId, { orgId });
  ids = [dancer.profileId, other.profileId, orgId, eventId, battleId, 1, 2, 3];
  server = await serve(ctx);
  base = server.base;
});
afterAll(async () => {
  await server.close();
  await ctx.close();
});

/** The contract routes the app really binds (its OpenAPI document lists exactly those). */
async function boundRoutes(): Promise<RouteDef[]> {
  const doc = (await (await fetch(`${base}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  const names = new Set(Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId)));
  return allRoutes.filter((route) => names.has(route.name));
}

function urlOf(route: RouteDef, input: HostileInput): string {
  const path = route.path.replace(/:([A-Za-z_]\w*)/g, (_m, key: string) => input.params[key] ?? '1');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, one);
  }
  const text = search.toString();
  return `${base}${path}${text ? `?${text}` : ''}`;
}

interface Failure {
  route: string;
  change: string;
  status: number;
  body: string;
}

async function send(route: RouteDef, input: HostileInput, signedIn: boolean, asOther: boolean): Promise<Failure | null> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signedIn) headers.authorization = dancer.auth.Authorization;
  if (asOther) headers[CALLER_PROFILE_HEADER] = String(ids[1]);
  const withBody = route.method !== 'GET';
  const res = await fetch(urlOf(route, input), {
    method: route.method,
    headers,
    ...(withBody ? { body: input.raw ?? JSON.stringify(input.body ?? null) } : {}),
  });
  // The live stream (GET /battles/:id/live) answers its headers and then never ends: a stream that
  // opened is the answer; reading its body would wait for ever.
  if (res.ok && res.headers.get('content-type')?.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return null;
  }
  const text = await res.text();
  const fail = (why: string): Failure => ({
    route: `${route.method} ${route.path}`,
    change: `${input.change} → ${why}`,
    status: res.status,
    body: text.slice(0, 300),
  });
  if (res.status >= 500) return fail('5xx');
  if (LEAK.test(text) && res.status >= 400) return fail('leaks internals');
  if (res.status < 400) return null;
  let body: { error?: { code?: unknown; details?: { field?: unknown } } };
  try {
    body = JSON.parse(text);
  } catch {
    return fail('not JSON');
  }
  if (typeof body.error?.code !== 'string') return fail('no error code');
  if (res.status === 400 && typeof body.error.details?.field !== 'string') return fail('400 without a field');
  return null;
}

it('answers every malformed request to every bound route without a 5xx, naming the field', async () => {
  const routes = await boundRoutes();
  expect(routes.length).toBeGreaterThan(40);
  const prng = createPrng(12);
  const failures: Failure[] = [];
  const kinds = new Set<string>();
  let sent = 0;
  let serverErrors = 0;
  const started = Date.now();
  for (const route of routes) {
    const inputs = hostileInputs(route, PER_ROUTE, ids, prng);
    for (let i = 0; i < inputs.length; i += PARALLEL) {
      const batch = inputs.slice(i, i + PARALLEL);
      const results = await Promise.all(batch.map((input, k) => send(route, input, (i + k) % 5 !== 0, (i + k) % 17 === 0)));
      for (const failure of results) {
        if (!failure) continue;
        if (failure.status >= 500) serverErrors += 1;
        // One example of each kind of failure of each route is enough to find it.
        const kind = `${failure.route} ${failure.status} ${failure.change.split(' → ')[1]}`;
        if (!kinds.has(kind)) failures.push(failure);
        kinds.add(kind);
      }
      sent += batch.length;
    }
    // A walked logout or password change ends the walker's sessions; the next route starts fresh.
    await ctx.db('accounts').where({ id: dancer.accountId }).update({ session_version: 0 });
  }
  console.log(
    `[route walk] ${testEngine()}: ${routes.length} routes, ${sent} inputs (${PER_ROUTE} a route), ` +
      `${serverErrors} answers 5xx, ${failures.length ? 'failures listed below' : 'no failures'}, ` +
      `${Math.round((Date.now() - started) / 1000)} s`,
  );
  // As JSON text: a lone surrogate in a generated value would otherwise break the report.
  if (process.env.ROUTE_WALK_REPORT) fs.writeFileSync(process.env.ROUTE_WALK_REPORT, JSON.stringify(failures, null, 1));
  expect(failures.map((failure) => JSON.stringify(failure))).toEqual([]);
  expect(serverErrors).toBe(0);
});
