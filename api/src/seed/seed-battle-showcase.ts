import { BATTLE_NOTIFICATIONS, BATTLE_NOTIFICATION_TYPES } from '@cypher/contracts';
import { toSqlDateTime } from '../db/datetime.js';
import type { Community } from './seed-community.js';
import { DAY_MS, insertRow, insertRows, type SeedContext } from './seed-context.js';

const CREWS = ['Showcase Rockers', 'Floor Riot', 'Late Bloomers', 'Cardboard Kings'];

/**
 * Registration states the battle pages should show with real data: in the next published event of
 * an organization with an agreement and waiver, a 3 vs 3 battle with a registration cap of two
 * crews (two registered, one holding an invitation for Kid Kairo — the main demo account —, two on
 * the waitlist) and a 1 vs 1 battle with a cap of four and a waitlist of two. Competitors have
 * signed the current documents; Kid Kairo has not, so his register card asks him to sign.
 */
export async function seedBattleShowcase(ctx: SeedContext, community: Community): Promise<void> {
  const { trx } = ctx;
  const event = (await trx('events')
    .join('orgs', 'orgs.id', 'events.org_id')
    .where('events.status', 'published')
    .whereNull('events.deleted_at')
    .where('events.date_start', '>', toSqlDateTime(ctx.now))
    .whereNotNull('orgs.agreement_version')
    .whereNotNull('orgs.waiver_version')
    .orderBy('events.date_start')
    .first('events.id', 'events.org_id', 'events.date_start', 'orgs.agreement_version', 'orgs.waiver_version')) as
    { id: number; org_id: number; date_start: string; agreement_version: string; waiver_version: string } | undefined;
  if (!event) return;
  const kairo = community.userIds[0];
  const staff = ((await trx('event_staff').where('event_id', event.id).select('user_id')) as { user_id: number }[]).map((r) =>
    Number(r.user_id),
  );
  const pool = community.userIds.filter((id) => id !== kairo && !staff.includes(id) && !community.djIds.includes(id));
  const [judge, ...dancers] = pool;
  const start = toSqlDateTime(new Date(ctx.now.getTime() + 20 * DAY_MS));
  const signedAt = toSqlDateTime(new Date(ctx.now.getTime() - 2 * DAY_MS));

  const battle = (title: string, crewSize: number, limit: number) =>
    insertRow(ctx, 'battles', {
      event_id: event.id,
      org_id: event.org_id,
      title,
      style: 'classic',
      crew_size: crewSize,
      description: `<p>${title}: a registration cap of ${limit}, the rest wait their turn.</p>`,
      prizes_desc: 'Trophies for the top two',
      organization_competitors_only: false,
      hide_participants: false,
      participation_cap_type: 'registration',
      cap_limit: limit,
      bracket_size: 8,
      bracket_levels: JSON.stringify([{ name: 'Final', rounds: 3 }]),
      start_date: start,
      status: 'registration',
    });
  const entry = (battleId: number, userId: number, crewId: number | null, o: { confirmed?: boolean; waiting?: number } = {}) => ({
    battle_id: battleId,
    user_id: userId,
    crew_id: crewId,
    confirmed_at: o.confirmed === false ? null : signedAt,
    join_requested_at: null,
    rand_id: null,
    group_id: null,
    in_waitlist: o.waiting !== undefined,
    waitlist_position: o.waiting ?? null,
    is_promoted: false,
    is_gone: false,
    pass_status: null,
  });

  const crewBattle = await battle('Showcase 3 vs 3', 3, 2);
  const solo = await battle('Showcase 1 vs 1', 1, 4);
  for (const id of [crewBattle, solo]) await insertRows(ctx, 'battle_roles', [{ battle_id: id, user_id: judge, role: 'judge' }]);

  const competitors = new Set<number>();
  let next = 0;
  for (const [index, name] of CREWS.entries()) {
    const waiting = index >= 2 ? index - 1 : undefined;
    const crewId = await insertRow(ctx, 'crews', {
      battle_id: crewBattle,
      name,
      sort_order: index + 1,
      rand_id: null,
      group_id: null,
      in_waitlist: waiting !== undefined,
      waitlist_position: waiting ?? null,
      is_promoted: false,
      is_gone: false,
      pass_status: null,
    });
    // The second crew has two dancers and an open invitation for Kid Kairo.
    const members = dancers.slice(next, next + (index === 1 ? 2 : 3));
    next += members.length;
    members.forEach((id) => competitors.add(id));
    await insertRows(
      ctx,
      'battle_entries',
      members.map((userId) => entry(crewBattle, userId, crewId)),
    );
    if (index === 1) {
      await insertRows(ctx, 'battle_entries', [entry(crewBattle, kairo, crewId, { confirmed: false })]);
      await insertRows(ctx, 'notifications', [
        {
          user_id: kairo,
          text: BATTLE_NOTIFICATIONS.invited(name, 'Showcase 3 vs 3'),
          type: BATTLE_NOTIFICATION_TYPES.invitation,
          link: `/battle/${crewBattle}`,
          read_at: null,
          dismissed_at: null,
        },
      ]);
    }
  }
  const soloDancers = dancers.slice(next, next + 6);
  soloDancers.forEach((id) => competitors.add(id));
  await insertRows(
    ctx,
    'battle_entries',
    soloDancers.map((userId, i) => entry(solo, userId, null, i < 4 ? {} : { waiting: i - 3 })),
  );
  await insertRows(
    ctx,
    'legal_signatures',
    [...competitors].flatMap((userId) =>
      (['agreement', 'waiver'] as const).map((document) => ({
        user_id: userId,
        org_id: event.org_id,
        document,
        version: document === 'agreement' ? event.agreement_version : event.waiver_version,
        signed_at: signedAt,
        signed_by_user_id: userId,
      })),
    ),
  );
}
