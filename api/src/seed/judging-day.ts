import { toSqlDateTime } from '../db/datetime.js';
import type { Community } from './seed-community.js';
import { insertRow, insertRows, type SeedContext } from './seed-context.js';

/** The event the judging-day showcases happen in, and who may be cast in them. */
export interface JudgingDay {
  eventId: number;
  orgId: number | null;
  /** Kid Kairo, the main demo account: a judge of every showcase. */
  kairo: number;
  /** Community dancers who are neither Kid Kairo, staff of the event nor DJs. */
  pool: number[];
}

/** The first published event happening now (none: the showcases are left out). */
export async function judgingDay(ctx: SeedContext, community: Community): Promise<JudgingDay | null> {
  const { trx } = ctx;
  const event = (await trx('events')
    .where('status', 'published')
    .whereNull('deleted_at')
    .where('date_start', '<=', toSqlDateTime(ctx.now))
    .where('date_end', '>', toSqlDateTime(ctx.now))
    .orderBy('date_start')
    .first('id', 'org_id')) as { id: number; org_id: number | null } | undefined;
  if (!event) return null;
  const kairo = community.userIds[0]!;
  const staff = ((await trx('event_staff').where('event_id', event.id).select('user_id')) as { user_id: number }[]).map((r) =>
    Number(r.user_id),
  );
  const pool = community.userIds.filter((id) => id !== kairo && !staff.includes(id) && !community.djIds.includes(id));
  return { eventId: event.id, orgId: event.org_id, kairo, pool };
}

/** A 1 vs 1 bracket battle of eight on judging day, starting now, with its judges; answers its id. */
export async function insertJudgingBattle(
  ctx: SeedContext,
  day: JudgingDay,
  battle: { title: string; description: string; levels: unknown; status: 'prelims' | 'brackets'; judges: number[] },
): Promise<number> {
  const id = await insertRow(ctx, 'battles', {
    event_id: day.eventId,
    org_id: day.orgId,
    title: battle.title,
    style: 'bracket',
    crew_size: 1,
    description: battle.description,
    prizes_desc: 'Trophy and the title',
    organization_competitors_only: false,
    hide_participants: false,
    participation_cap_type: 'none',
    cap_limit: 0,
    bracket_size: 8,
    bracket_levels: JSON.stringify(battle.levels),
    start_date: toSqlDateTime(ctx.now),
    status: battle.status,
  });
  await insertRows(
    ctx,
    'battle_roles',
    battle.judges.map((userId) => ({ battle_id: id, user_id: userId, role: 'judge' })),
  );
  return id;
}
