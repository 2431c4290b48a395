import { createSignedInDancer } from './helpers/auth.js';
import { createEventCast, WHO, WRITE_ON_DRAFT, type EventCast, type Who } from './helpers/event-cast.js';
import { fixtures } from './helpers/fixtures.js';
import { openSse, type SseStream } from './helpers/sse.js';
import { createTestContext, serve, type ServedApp, type TestContext } from './helpers/test-app.js';

/**
 * GET /battles/:id/live: the public stream of a battle's invalidations. Real writes (a dancer's
 * check-in, a registration) announce; the stream delivers them in order with increasing ids,
 * replays what a resuming client missed, beats, and answers 404/400 like every other route.
 */
jest.setTimeout(60_000);

let ctx: TestContext;
let server: ServedApp;
let base: string;
let event: number;
let battle: number;
let cast: EventCast;
let castOrg: number;
const open: SseStream[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ env: { LIVE_HEARTBEAT_MS: '200' } });
  const f = fixtures(ctx.db);
  event = await f.event({ title: 'Live Jam', startDays: -0.5, endDays: 0.5 });
  await f.tier(event, 0);
  await ctx.db('tiers').where({ event_id: event }).update({ fees: 0, taxes: 0 });
  battle = await f.battle(event, { title: 'Live Battle' });
  castOrg = await f.org({ name: 'Live Cast Crew' });
  cast = await createEventCast(ctx.db, castOrg);
  server = await serve(ctx);
  base = server.base;
});
afterEach(() => open.splice(0).forEach((stream) => stream.close()));
afterAll(async () => {
  await ctx.close();
  await server.close();
});

async function stream(path = `/battles/${battle}/live`, headers: Record<string, string> = {}) {
  const s = await openSse(`${base}${path}`, headers);
  open.push(s);
  return s;
}

async function checkIn(name: string) {
  const dancer = await createSignedInDancer(ctx.db, { dancerName: name });
  await ctx.api().post(`/events/${event}/checkin`).set(dancer.auth).expect(200);
}

const ids = (s: SseStream) => s.events.map((e) => e.id!);
const topics = (s: SseStream) => s.events.map((e) => (JSON.parse(e.data) as { topic: string }).topic);

/** The ids' parts compare in order (`<ms>-<seq>`). */
function increasing(list: string[]): boolean {
  const parts = list.map((id) => id.split('-').map(Number));
  return parts.every((p, i) => i === 0 || p[0] > parts[i - 1][0] || (p[0] === parts[i - 1][0] && p[1] > parts[i - 1][1]));
}

it('answers a text/event-stream that never caches, to anyone', async () => {
  const s = await stream();
  expect(s.status).toBe(200);
  expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  expect(s.headers['cache-control']).toBe('no-cache, no-transform');
});

it('delivers every announcement of the battle in order, with increasing ids and only the topic', async () => {
  const s = await stream();
  await checkIn('Live One');
  await checkIn('Live Two');
  const dancer = await createSignedInDancer(ctx.db, { dancerName: 'Live Three' });
  await ctx.api().post(`/battles/${battle}/dancer`).set(dancer.auth).send({}).expect(200);
  await s.waitFor(3);
  expect(topics(s)).toEqual(['checkins', 'checkins', 'battle']);
  expect(increasing(ids(s))).toBe(true);
  // Invalidations only: no names, no lists.
  expect(s.events.map((e) => e.data)).toEqual(['{"topic":"checkins"}', '{"topic":"checkins"}', '{"topic":"battle"}']);
});

it('does not tell one battle about another', async () => {
  const other = await fixtures(ctx.db).battle(await fixtures(ctx.db).event({ startDays: 5, endDays: 6 }));
  const s = await stream(`/battles/${other}/live`);
  const mine = await stream();
  await checkIn('Live Four');
  await mine.waitFor(1);
  await mine.waitForComment('heartbeat');
  expect(s.events).toEqual([]);
});

it('resumes by Last-Event-ID (header or query) with exactly what was missed, in order', async () => {
  const first = await stream();
  await checkIn('Resume One');
  const [seen] = await first.waitFor(1);
  first.close();
  await checkIn('Resume Two');
  await checkIn('Resume Three');
  const byHeader = await stream(undefined, { 'last-event-id': seen.id! });
  const missed = await byHeader.waitFor(2);
  const byQuery = await stream(`/battles/${battle}/live?lastEventId=${encodeURIComponent(seen.id!)}`);
  expect(await byQuery.waitFor(2)).toEqual(missed);
  expect(increasing([seen.id!, ...missed.map((e) => e.id!)])).toBe(true);
  // Nothing twice after the replay: the next announcement is the third event.
  await checkIn('Resume Four');
  await byHeader.waitFor(3);
  await byHeader.waitForComment('heartbeat');
  expect(byHeader.events).toHaveLength(3);
  expect(new Set(ids(byHeader)).size).toBe(3);
});

it('tells a client resuming from before this process started to refetch everything (reset)', async () => {
  const s = await stream(undefined, { 'last-event-id': '1000-0' });
  const [reset] = await s.waitFor(1);
  expect(reset.event).toBe('reset');
});

it('ignores a Last-Event-ID that is not an id and starts from now', async () => {
  const s = await stream(undefined, { 'last-event-id': 'yesterday' });
  await s.waitForComment('heartbeat');
  expect(s.events).toEqual([]);
});

it('sends a heartbeat comment while nothing happens', async () => {
  const s = await stream();
  await s.waitForComment('heartbeat', 2_000);
});

it('answers 404 for a missing battle and 400 naming params.id for a bad id', async () => {
  const missing = await stream('/battles/999999/live');
  expect(missing.status).toBe(404);
  expect(JSON.parse(missing.body).error.code).toBe('not_found');
  const bad = await stream('/battles/abc/live');
  expect(bad.status).toBe(400);
  expect(JSON.parse(bad.body).error.details.field).toBe('params.id');
});

it('lets the partner origin listen (CORS), and no other', async () => {
  const partner = await stream(undefined, { origin: 'https://partner.example' });
  expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example');
  const stranger = await stream(undefined, { origin: 'https://evil.example' });
  expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
});

// The stream is read as the battle is (GET /battles/:id): a draft event's battle exists only for
// its editors, so anyone else gets the same 404 as for a battle that does not exist.
const LIVE_OF_DRAFT: Record<Who, number> = { ...WRITE_ON_DRAFT, anonymous: 404 };
const LIVE_OF_PUBLISHED = Object.fromEntries(WHO.map((who) => [who, 200])) as Record<Who, number>;
describe.each([
  ['draft', LIVE_OF_DRAFT],
  ['published', LIVE_OF_PUBLISHED],
] as const)('GET /battles/:id/live of a %s event', (status, expected) => {
  it.each(WHO)('%s', async (who) => {
    const drafted = await fixtures(ctx.db).battle(await cast.event(castOrg, { status }), { title: 'Cast Battle' });
    const s = await stream(`/battles/${drafted}/live`, cast.headers[who]);
    expect(s.status).toBe(expected[who]);
    if (s.status === 404) expect(JSON.parse(s.body).error.message).toBe(`Battle ${drafted} not found`);
  });
});
