import { defaultBracketLevels, PRELIMS } from '@cypher/contracts';
import { toSqlDateTime } from '../db/datetime.js';
import type { Community } from './seed-community.js';
import { insertJudgingBattle, judgingDay } from './judging-day.js';
import { checkInAttendee, insertRow, insertRows, type SeedContext } from './seed-context.js';

const TITLE = 'Judging Day Prelims';
const ENTRANTS = 12;
/** The other judge has scored these assigned numbers so far (whole and half points). */
const SCORED: Record<number, number> = { 1: 8, 2: 6.5, 3: 9, 4: 7, 5: 7.5, 6: 5, 7: 8.5 };

/**
 * A bracket battle in the middle of its preliminaries, in the first event happening now: twelve
 * checked-in dancers numbered 1–12 in two groups, a bracket of 8, two judges. One judge has scored
 * numbers 1–7; Kid Kairo — the main demo account — is the other judge and has scored nobody yet,
 * so signing in as him opens the scoring pad.
 */
export async function seedPrelimsShowcase(ctx: SeedContext, community: Community): Promise<void> {
  const day = await judgingDay(ctx, community);
  if (!day) return;
  const { kairo } = day;
  // From the end of the pool, so the demo's other judging-day battle keeps its own dancers.
  const pool = [...day.pool].reverse();
  const [judge, ...rest] = pool;
  const dancers = rest.slice(0, ENTRANTS);
  if (judge === undefined || dancers.length < ENTRANTS) return;

  for (const userId of dancers) await checkInAttendee(ctx, day.eventId, userId, 'demo-prelims');
  const battle = await insertJudgingBattle(ctx, day, {
    title: TITLE,
    description: '<p>Twelve dancers, eight spots: every dancer shows once, two judges score 1 to 10.</p>',
    levels: defaultBracketLevels(8),
    status: 'prelims',
    judges: [judge, kairo],
  });
  const groups = [];
  for (const n of [1, 2]) groups.push(await insertRow(ctx, 'prelim_groups', { battle_id: battle, name: PRELIMS.groupName(n) }));
  const entries = new Map<number, number>();
  for (const [i, userId] of dancers.entries()) {
    const randId = i + 1;
    entries.set(
      randId,
      await insertRow(ctx, 'battle_entries', {
        battle_id: battle,
        user_id: userId,
        crew_id: null,
        confirmed_at: toSqlDateTime(ctx.now),
        join_requested_at: null,
        rand_id: randId,
        group_id: groups[i % 2],
        in_waitlist: false,
        waitlist_position: null,
        is_promoted: false,
        is_gone: false,
        pass_status: null,
      }),
    );
  }
  await insertRows(
    ctx,
    'judgments',
    Object.entries(SCORED).map(([randId, points]) => ({
      battle_id: battle,
      judge_user_id: judge,
      entry_id: entries.get(Number(randId)),
      crew_id: null,
      round: 0,
      points,
    })),
  );
}
