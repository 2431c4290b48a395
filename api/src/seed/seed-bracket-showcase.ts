import { defaultBracketLevels, nextSlot, seedPairs, type BracketSlot } from '@cypher/contracts';
import { toSqlDateTime } from '../db/datetime.js';
import { createSparringsRepository, type SparringRecord } from '../repositories/sparrings-repository.js';
import type { Community } from './seed-community.js';
import { insertJudgingBattle, judgingDay } from './judging-day.js';
import { checkInAttendee, insertRow, insertRows, type SeedContext } from './seed-context.js';

const TITLE = 'Judging Day 1 vs 1';

/** Which first-level sparrings the demo has decided (red or blue won) and which one is half judged. */
const PLAYED: { pair: number; winner: 'red' | 'blue' | null }[] = [
  { pair: 0, winner: 'red' },
  { pair: 1, winner: 'blue' },
  { pair: 2, winner: 'red' },
  { pair: 3, winner: null },
];

/**
 * A bracket battle in the middle of judging day, in the first event happening now: eight
 * checked-in, numbered, promoted dancers seeded 1 v 8, 4 v 5, 2 v 7, 3 v 6; three first-level
 * sparrings finished by two judges' points (the winners already stand in the semi-finals), the
 * fourth scored by one judge only — Kid Kairo, the main demo account, is the other judge and can
 * score it — and a few audience votes from the hall.
 */
export async function seedBracketShowcase(ctx: SeedContext, community: Community): Promise<void> {
  const day = await judgingDay(ctx, community);
  if (!day) return;
  const { kairo } = day;
  const [judge, ...rest] = day.pool;
  const dancers = rest.slice(0, 8);
  const audience = rest.slice(8, 14);
  if (judge === undefined || dancers.length < 8) return;

  const checkedInAt = toSqlDateTime(ctx.now);
  // Everyone here is in the hall: dancers to battle, the audience to vote.
  for (const userId of [...dancers, ...audience]) await checkInAttendee(ctx, day.eventId, userId, 'demo-bracket');

  const levels = defaultBracketLevels(8).map((level, i) => ({ ...level, rounds: i + 1 }));
  const battle = await insertJudgingBattle(ctx, day, {
    title: TITLE,
    description: '<p>Top 8 one round, semi-finals two, the final three. Judges score 6 to 10 with half points.</p>',
    levels,
    status: 'brackets',
    judges: [kairo, judge],
  });
  const entryIds: number[] = [];
  for (const [index, userId] of dancers.entries()) {
    entryIds.push(
      await insertRow(ctx, 'battle_entries', {
        battle_id: battle,
        user_id: userId,
        crew_id: null,
        confirmed_at: checkedInAt,
        rand_id: index + 1,
        in_waitlist: false,
        is_promoted: true,
        pass_status: 'passed',
      }),
    );
  }

  const sparrings = createSparringsRepository(ctx.trx);
  const rows = await sparrings.createTree(battle, 8, ctx.now);
  const at = (slot: BracketSlot) =>
    rows.find(
      (r) => r.side === slot.side && (slot.side === 'final' || (r.roundIndex === slot.roundIndex && r.slot === slot.slot)),
    )!;
  const pairs = seedPairs(8);
  for (const { slot, red, blue } of pairs) {
    await sparrings.setSides(
      at(slot).id,
      { entryId: entryIds[red - 1]!, crewId: null },
      { entryId: entryIds[blue - 1]!, crewId: null },
      ctx.now,
    );
  }

  for (const { pair, winner } of PLAYED) {
    const row: SparringRecord = at(pairs[pair]!.slot);
    const ahead = winner ?? 'red';
    const judgesScoring = winner ? [kairo, judge] : [judge];
    await insertRows(
      ctx,
      'sparring_scores',
      judgesScoring.map((userId, i) => ({
        sparring_id: row.id,
        judge_user_id: userId,
        round: 0,
        red_points: ahead === 'red' ? 9 + i * 0.5 : 7.5,
        blue_points: ahead === 'blue' ? 9.5 - i * 0.5 : 8,
      })),
    );
    if (pair === 0) {
      await insertRows(
        ctx,
        'audience_votes',
        audience.map((userId, i) => ({ sparring_id: row.id, user_id: userId, colour: i % 3 === 2 ? 'blue' : 'red' })),
      );
    }
    if (!winner) continue;
    await sparrings.setOutcome(row.id, { winner: winner === 'red' ? 1 : 2, status: 'finished' }, ctx.now);
    const next = nextSlot(8, row)!;
    const advancing = { entryId: entryIds[(winner === 'red' ? pairs[pair]!.red : pairs[pair]!.blue) - 1]!, crewId: null };
    await sparrings.setSide(at(next.slot).id, next.colour, advancing, ctx.now);
  }
}
