import type { Knex } from 'knex';
import { createPrng } from './prng.js';
import { seedCalendar } from './seed-calendar.js';
import { seedCommunity } from './seed-community.js';
import { seedAccounts } from './seed-accounts.js';
import { seedBattleShowcase } from './seed-battle-showcase.js';
import { seedBracketShowcase } from './seed-bracket-showcase.js';
import { seedPrelimsShowcase } from './seed-prelims-showcase.js';
import { DAY_MS, insertRows, type SeedContext } from './seed-context.js';
import { toSqlDateTime } from '../db/datetime.js';
import { rebuildStandings } from '../services/leaderboard-standings.js';
import { createEventDayCountsRepository } from '../repositories/event-day-counts-repository.js';

/** Fixed so the demo is the same everywhere; only dates move with the moment of seeding. */
const DEMO_SEED = 20261122;

export interface SeedOptions {
  imagesDir: string;
  now?: Date;
}

/**
 * Loads the demo community (dancers, organizations, events now/future/past, battles, results)
 * into an empty database, in one transaction. Answers false and changes nothing when the
 * database already holds profiles or events.
 */
export async function seedDemo(db: Knex, options: SeedOptions): Promise<boolean> {
  return db.transaction(async (trx) => {
    const users = (await trx('users').count({ n: '*' }).first()) as { n: unknown } | undefined;
    const events = (await trx('events').count({ n: '*' }).first()) as { n: unknown } | undefined;
    if (Number(users?.n ?? 0) > 0 || Number(events?.n ?? 0) > 0) return false;

    const ctx: SeedContext = { trx, now: options.now ?? new Date(), rng: createPrng(DEMO_SEED), imagesDir: options.imagesDir };
    const community = await seedCommunity(ctx);
    await seedAccounts(ctx, community);
    await seedCalendar(ctx, community);
    await seedBattleShowcase(ctx, community);
    await seedBracketShowcase(ctx, community);
    await seedPrelimsShowcase(ctx, community);
    // The calendar inserts battle results in bulk; their leaderboards are computed once here.
    await rebuildStandings(trx, undefined, ctx.now);
    // The organizations list's day counts of the events inserted above.
    await createEventDayCountsRepository(trx).rebuild();
    // Home's banner points at the next published event (the site setting an operator changes
    // with `npm run home-banner -w api`).
    const next = (await trx('events')
      .where('status', 'published')
      .whereNull('deleted_at')
      .where('date_start', '>', toSqlDateTime(ctx.now))
      .orderBy('date_start')
      .first('id')) as { id: number } | undefined;
    if (next) await insertRows(ctx, 'site_settings', [{ name: 'home_banner_event_id', value: String(next.id) }]);
    // Home shows workshops as 'Coming soon' with their instructors.
    await insertRows(
      ctx,
      'workshops',
      ['Footwork foundations', 'Power moves for beginners', 'Musicality and toprock'].map((title, i) => ({
        title,
        instructor_user_id: community.userIds[i * 3 + 1],
        date: toSqlDateTime(new Date(ctx.now.getTime() + (30 + i * 14) * DAY_MS)),
        status: 'coming_soon',
      })),
    );
    return true;
  });
}
