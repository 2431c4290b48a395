import { toSqlDateTime } from '../db/datetime.js';
import { DEMO_EVENTS } from './demo-events.js';
import { VENUES } from './demo-places.js';
import { renderPlaceholder, storeDemoImage } from './demo-images.js';
import { seedBattles } from './seed-battles.js';
import type { Community } from './seed-community.js';
import { insertRow, insertRows, type SeedContext } from './seed-context.js';
import { timeZoneAt } from '../services/event-time-zone.js';
import { instantOf } from '@cypher/contracts';

// Event images are square, as uploads are resized to 800x800 (events spec, section 9).
const EVENT_IMAGE = { width: 800, height: 800 };

/** Demo events run from noon to 22:00 on the venue's clock (e.g. the Bronx: 12:00–22:00 New York time). */
const DOORS = { hour: 12, minute: 0 };
const CLOSING = { hour: 22, minute: 0 };

/**
 * The days of a demo event, counted from the seed moment's date in UTC and placed on the venue's
 * clock: now-events began yesterday at noon and end tomorrow night (so they are happening whenever
 * the seed runs, in any time zone); the others start `startInDays` days away and last `lengthDays`
 * days. One calendar for every venue keeps the demo's order the same at every hour: counted from
 * each venue's own date, London's "yesterday" moved a day later than New York's between midnight
 * UTC and midnight in New York, the Bronx jam became the first event happening now, and the
 * judging-day showcases (the first event happening now) checked in its every ticket holder.
 */
function demoSchedule(zone: string, now: Date, startInDays: number, lengthDays: number): { start: Date; end: Date } {
  const day = (offset: number) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  };
  const firstDay = startInDays === -1 ? -1 : startInDays;
  const lastDay = startInDays === -1 ? 1 : startInDays + Math.max(lengthDays, 1) - 1;
  return { start: instantOf(zone, { ...day(firstDay), ...DOORS }), end: instantOf(zone, { ...day(lastDay), ...CLOSING }) };
}

/** Events with images, tiers, staff, tickets and check-ins, and their battles. */
export async function seedCalendar(ctx: SeedContext, community: Community): Promise<void> {
  const { rng } = ctx;
  const dancers = community.userIds.filter((id) => !community.djIds.includes(id));
  for (const [index, demo] of DEMO_EVENTS.entries()) {
    const venue = VENUES[demo.venue];
    const timeZone = timeZoneAt(venue.lat, venue.lng);
    const { start, end } = demoSchedule(timeZone, ctx.now, demo.startInDays, demo.lengthDays);
    const period = end <= ctx.now ? 'past' : start > ctx.now ? 'future' : 'now';

    const png = await renderPlaceholder(demo.title || 'Draft', (index * 47 + 10) % 360, EVENT_IMAGE.width, EVENT_IMAGE.height);
    const image = await storeDemoImage(
      ctx.trx,
      ctx.imagesDir,
      `demo-event-${index + 1}.png`,
      png,
      EVENT_IMAGE.width,
      EVENT_IMAGE.height,
      ctx.now,
    );
    const staff = rng.shuffle(dancers).slice(0, 3);
    const eventId = await insertRow(ctx, 'events', {
      org_id: demo.org === null ? null : community.orgIds[demo.org],
      title: demo.title || null,
      search_title: demo.title ? demo.title.toLowerCase() : null,
      image_id: image,
      description: demo.title
        ? `<p><strong>${demo.title}</strong>: open cyphers all day, battles in the evening and a live DJ set.</p><ul><li>Doors open 17:00</li><li>Battles from 19:00</li></ul>`
        : null,
      website: demo.title ? `https://example.org/events/${index + 1}` : null,
      location_address: venue.address,
      location_lat: venue.lat,
      location_lng: venue.lng,
      date_start: toSqlDateTime(start),
      date_end: toSqlDateTime(end),
      time_zone: timeZone,
      date_flat: null,
      time_flat: null,
      status: demo.status,
      deleted_at: null,
      created_by_user_id: staff[0],
    });

    const tierIds: number[] = [];
    for (const [position, tier] of demo.tiers.entries()) {
      tierIds.push(
        await insertRow(ctx, 'tiers', {
          event_id: eventId,
          title: tier.title,
          description: '',
          cost: tier.cost,
          fees: tier.fees,
          taxes: tier.taxes,
          position,
        }),
      );
    }
    const dj = community.djIds[index % community.djIds.length];
    await insertRows(ctx, 'event_staff', [
      { event_id: eventId, user_id: staff[0], role: 'organizer' },
      { event_id: eventId, user_id: staff[1], role: 'admin' },
      { event_id: eventId, user_id: staff[2], role: 'host' },
      { event_id: eventId, user_id: dj, role: 'dj' },
    ]);
    if (demo.status === 'draft') continue;

    const going = rng.shuffle(dancers.filter((id) => !staff.includes(id))).slice(0, rng.int(12, 20));
    const checkedIn = new Set(period === 'past' ? going : period === 'now' ? going.filter((_, i) => i % 2 === 0) : []);
    await insertRows(
      ctx,
      'attendances',
      going.map((userId, i) => {
        const tierIndex = i % demo.tiers.length;
        const tier = demo.tiers[tierIndex];
        const amount = tier.cost + tier.fees + tier.taxes;
        const at = checkedIn.has(userId) ? toSqlDateTime(new Date(start.getTime() + (i + 1) * 60_000)) : null;
        return {
          event_id: eventId,
          user_id: userId,
          tier_id: tierIds[tierIndex],
          // Some dancers of a paid event chose 'Pay & Check-In' and have not paid yet.
          payment: amount === 0 ? 'free' : at ? (i % 5 === 0 ? 'cash' : 'card') : i % 4 === 1 ? 'cash_pending' : 'card',
          amount,
          qr_token: `demo-${eventId}-${userId}-${rng.int(100000, 999999)}`,
          checked_in_at: at,
          checked_in_by_user_id: at ? staff[1] : null,
        };
      }),
    );
    await seedBattles(ctx, {
      eventId,
      orgId: demo.org === null ? null : community.orgIds[demo.org],
      start,
      period,
      crewSize: demo.crewBattle,
      dancers: going,
      checkedIn,
      judges: rng.shuffle(dancers.filter((id) => !going.includes(id))).slice(0, 3),
    });
  }
}
