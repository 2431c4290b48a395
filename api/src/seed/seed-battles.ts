import { toSqlDateTime } from '../db/datetime.js';
import { CREW_NAMES } from './demo-events.js';
import { insertRow, insertRows, type SeedContext } from './seed-context.js';

export interface BattlePlan {
  eventId: number;
  orgId: number | null;
  start: Date;
  period: 'now' | 'future' | 'past';
  /** Crew size of the crew battle, or null for a 1 vs 1 only. */
  crewSize: 2 | 3 | null;
  dancers: number[];
  checkedIn: Set<number>;
  judges: number[];
}

/** Places of a finished battle, best first: 1st, 2nd, then two Top 4s and so on. */
const PLACES = [1, 2, 4, 4, 8, 8, 8, 8];

/** Check-in numbers: a shuffled 1..n, as the check-in desk hands them out. */
function randIds(ctx: SeedContext, count: number): number[] {
  return ctx.rng.shuffle(Array.from({ length: count }, (_, i) => i + 1));
}

/** One dancer's entry, confirmed, not in the waitlist and not yet judged. */
function entryRow(battleId: number, userId: number, crewId: number | null, confirmedAt: string, randId: number | null) {
  return {
    battle_id: battleId,
    user_id: userId,
    crew_id: crewId,
    confirmed_at: confirmedAt,
    rand_id: randId,
    group_id: null,
    in_waitlist: false,
    waitlist_position: null,
    is_promoted: false,
    is_gone: false,
    pass_status: null,
  };
}

/** A finished battle's places: the winners (entries or crews) in a shuffled order, best first. */
async function seedResults(ctx: SeedContext, plan: BattlePlan, battleId: number, kind: 'entry_id' | 'crew_id', ids: number[]) {
  const order = ctx.rng.shuffle(ids);
  await insertRows(
    ctx,
    'battle_results',
    order.map((id, i) => ({
      battle_id: battleId,
      place: PLACES[i],
      crew_id: kind === 'crew_id' ? id : null,
      entry_id: kind === 'entry_id' ? id : null,
      org_id: plan.orgId,
      year: plan.start.getUTCFullYear(),
    })),
  );
}

async function createBattle(ctx: SeedContext, plan: BattlePlan, title: string, crewSize: number): Promise<number> {
  const finished = plan.period === 'past';
  const battleId = await insertRow(ctx, 'battles', {
    event_id: plan.eventId,
    org_id: plan.orgId,
    title,
    style: crewSize === 1 ? 'bracket' : 'classic',
    crew_size: crewSize,
    description: `<p>${title}: judged by three judges, winner takes the trophy.</p>`,
    prizes_desc: 'Trophy and cash for the top two',
    organization_competitors_only: false,
    hide_participants: false,
    participation_cap_type: crewSize === 1 ? 'registration' : 'none',
    cap_limit: crewSize === 1 ? 16 : 0,
    bracket_size: 8,
    bracket_levels: JSON.stringify([
      { name: 'Top 8', rounds: 1 },
      { name: 'Semi-final', rounds: 2 },
      { name: 'Final', rounds: 3 },
    ]),
    start_date: toSqlDateTime(new Date(plan.start.getTime() + 2 * 60 * 60 * 1000)),
    status: finished ? 'finished' : 'registration',
  });
  await insertRows(ctx, 'battle_prizes', [
    { battle_id: battleId, place: 1, title: 'Winner', amount: crewSize === 1 ? 50000 : 100000 },
    { battle_id: battleId, place: 2, title: 'Runner-up', amount: crewSize === 1 ? 20000 : 40000 },
  ]);
  await insertRows(
    ctx,
    'battle_roles',
    plan.judges.map((userId) => ({ battle_id: battleId, user_id: userId, role: 'judge' })),
  );
  return battleId;
}

/** A 1 vs 1 battle for every event and, where planned, a crew battle; results for past events. */
export async function seedBattles(ctx: SeedContext, plan: BattlePlan): Promise<void> {
  const confirmedAt = toSqlDateTime(new Date(plan.start.getTime() - 7 * 24 * 60 * 60 * 1000));
  const soloDancers = plan.dancers.slice(0, 8);
  const soloId = await createBattle(ctx, plan, '1 vs 1 Open', 1);
  const soloRand = randIds(ctx, soloDancers.length);
  const entryIds: number[] = [];
  for (const [i, userId] of soloDancers.entries()) {
    entryIds.push(
      await insertRow(
        ctx,
        'battle_entries',
        entryRow(soloId, userId, null, confirmedAt, plan.checkedIn.has(userId) ? soloRand[i] : null),
      ),
    );
  }
  if (plan.period === 'past') await seedResults(ctx, plan, soloId, 'entry_id', entryIds);

  if (!plan.crewSize) return;
  const crewSize = plan.crewSize;
  const crewBattleId = await createBattle(ctx, plan, `${crewSize} vs ${crewSize} Crew Battle`, crewSize);
  const crewCount = Math.min(4, Math.floor(plan.dancers.length / crewSize));
  const names = ctx.rng.shuffle(CREW_NAMES);
  const crewRand = randIds(ctx, crewCount);
  const crewIds: number[] = [];
  for (let c = 0; c < crewCount; c++) {
    const members = plan.dancers.slice(c * crewSize, (c + 1) * crewSize);
    const crewId = await insertRow(ctx, 'crews', {
      battle_id: crewBattleId,
      name: names[c],
      sort_order: c,
      rand_id: members.every((id) => plan.checkedIn.has(id)) ? crewRand[c] : null,
      group_id: null,
      in_waitlist: false,
      waitlist_position: null,
      is_promoted: false,
      is_gone: false,
      pass_status: null,
    });
    crewIds.push(crewId);
    await insertRows(
      ctx,
      'battle_entries',
      members.map((userId) => entryRow(crewBattleId, userId, crewId, confirmedAt, null)),
    );
  }
  if (plan.period === 'past') await seedResults(ctx, plan, crewBattleId, 'crew_id', crewIds);
}
