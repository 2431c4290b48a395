// Events pages are found by id in the date index first, then read (issue 7): pages must still
// follow the order exactly — date, then id in the same direction — and never overlap or skip an
// event, also where many events share a start.
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = fixtures(ctx.db);
  const orgId = await f.org({ name: 'Paging Crew' });
  // Five past and five future events sharing one start, among others.
  for (let i = 0; i < 5; i++) {
    await f.event({ title: `Past tie ${i}`, startDays: -10, endDays: -9, orgId });
    await f.event({ title: `Future tie ${i}`, startDays: 10, endDays: 11, orgId });
  }
  for (const days of [-30, -5, -2, 3, 20, 40])
    await f.event({ title: `Single ${days}`, startDays: days, endDays: days + 1, orgId });
  await f.event({ title: 'Running', startDays: -1, endDays: 1, orgId });
  await f.event({ title: 'Draft', startDays: -10, endDays: -9, orgId, status: 'draft' });
});
afterAll(() => ctx.close());

type Listed = { id: number; title: string; dateStart: string; period: string };

async function pages(query: string, size: number): Promise<Listed[]> {
  const all: Listed[] = [];
  for (let p = 0; ; p++) {
    const page = (await ctx.api().get(`/events?${query}&pp=${size}&p=${p}`).expect(200)).body as Listed[];
    all.push(...page);
    if (page.length < size) return all;
  }
}

describe('GET /events pages', () => {
  it.each([
    ['t=past', 'desc', 'past'],
    ['t=future', 'asc', 'future'],
  ] as const)('%s: pages of 2 add up to the one long page, in date then id order (%s)', async (query, direction, period) => {
    const whole = (await ctx.api().get(`/events?${query}&pp=50`).expect(200)).body as Listed[];
    expect(whole.length).toBe(8);
    expect(whole.every((event) => event.period === period)).toBe(true);
    const sign = direction === 'asc' ? 1 : -1;
    const ordered = [...whole].sort((a, b) => sign * (a.dateStart.localeCompare(b.dateStart) || a.id - b.id));
    expect(whole.map((event) => event.id)).toEqual(ordered.map((event) => event.id));

    const paged = await pages(query, 2);
    expect(paged.map((event) => event.id)).toEqual(whole.map((event) => event.id));
    expect(new Set(paged.map((event) => event.id)).size).toBe(paged.length);
  });

  it('answers an empty page past the end', async () => {
    expect((await ctx.api().get('/events?t=past&pp=50&p=3').expect(200)).body).toEqual([]);
  });
});
