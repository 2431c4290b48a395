// The demo is the same whatever the hour it is seeded at. Seeded between midnight UTC and midnight
// in New York, the demo once counted London's days a day later than the Bronx's: the Bronx jam
// became the first event happening now, the judging-day showcases moved into it and checked in its
// every ticket holder, and the door-staff journeys found nobody left to check in.
import { seedDemo } from '../src/seed/seed-demo.js';
import { createTestContext } from './helpers/test-app.js';

/** A UTC evening (New York and London on the same date), just after midnight UTC, and before 05:00 UTC. */
const SEED_MOMENTS = ['2026-11-26T21:00:00.000Z', '2026-11-27T00:30:00.000Z', '2026-11-27T04:59:00.000Z'];

interface DemoDay {
  nowTitles: string[];
  judgingDayEvent: string;
  waitingAtTheDoor: Record<string, number>;
}

async function demoSeededAt(moment: string): Promise<DemoDay> {
  const now = new Date(moment);
  const ctx = await createTestContext({ now: () => now });
  try {
    expect(await seedDemo(ctx.db, { imagesDir: ctx.imagesDir, now })).toBe(true);
    const list = await ctx.api().get('/events?t=now').expect(200);
    const nowEvents = list.body as { id: number; title: string }[];
    const judgingDay = (await ctx
      .db('battles')
      .join('events', 'events.id', 'battles.event_id')
      .where('battles.title', 'Judging Day 1 vs 1')
      .first('events.title')) as { title: string };
    const waitingAtTheDoor: Record<string, number> = {};
    for (const event of nowEvents) {
      const waiting = await ctx
        .db('attendances')
        .where('event_id', event.id)
        .whereNull('checked_in_at')
        .whereNot('payment', 'cash_pending')
        .count({ n: '*' })
        .first();
      waitingAtTheDoor[event.title] = Number((waiting as { n: unknown }).n);
    }
    return { nowTitles: nowEvents.map((e) => e.title), judgingDayEvent: judgingDay.title, waitingAtTheDoor };
  } finally {
    await ctx.close();
  }
}

describe('the demo seeded at any hour', () => {
  it('lists the same events happening now, holds judging day in the same one and leaves dancers to check in', async () => {
    const days: DemoDay[] = [];
    for (const moment of SEED_MOMENTS) days.push(await demoSeededAt(moment));
    for (const day of days) {
      expect(day.nowTitles).toEqual(['South Bank Sessions', 'Bronx Winter Jam']);
      expect(day.judgingDayEvent).toBe('South Bank Sessions');
      // Door-staff journeys check two ticket holders in at the Bronx jam.
      expect(day.waitingAtTheDoor['Bronx Winter Jam']).toBeGreaterThanOrEqual(2);
    }
    expect(days.map((day) => day.waitingAtTheDoor)).toEqual(days.map(() => days[0]!.waitingAtTheDoor));
  }, 180_000);
});
