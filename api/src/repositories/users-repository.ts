import type { Knex } from 'knex';
import { fromSqlBoolean, fromSqlDateToUs, fromSqlNumber } from '../db/datetime.js';
import { RUNNING_ROLES } from '../policies/org-policies.js';
import { countsBy, nullableNumber, whereContains, type Row } from './sql.js';

export interface DirectoryFilter {
  keyword?: string;
  orgIds?: number[];
  excludeIds?: number[];
}

export interface UserStats {
  eventsAttended: number;
  battlesEntered: number;
  battlesWon: number;
  eventsDj: number;
  battlesJudged: number;
}

const nullableText = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

export function toUser(row: Row) {
  const firstName = (row.first_name as string | null) ?? '';
  const lastName = (row.last_name as string | null) ?? '';
  return {
    id: Number(row.id),
    accountId: nullableNumber(row.account_id),
    dancerName: (row.dancer_name as string | null) ?? '',
    firstName,
    lastName,
    fullName: [firstName, lastName].filter(Boolean).join(' '),
    birthday: fromSqlDateToUs(row.birthday),
    country: nullableText(row.country),
    state: nullableText(row.state),
    city: nullableText(row.city),
    avatar: nullableNumber(row.avatar_image_id),
    card: nullableNumber(row.card_image_id),
    isPatron: fromSqlBoolean(row.is_patron),
    isMain: fromSqlBoolean(row.is_main),
    socials: {
      email: nullableText(row.social_email),
      facebook: nullableText(row.social_facebook),
      instagram: nullableText(row.social_instagram),
      twitter: nullableText(row.social_twitter),
      youtube: nullableText(row.social_youtube),
      website: nullableText(row.social_website),
    },
    privacy: {
      eventsAttended: fromSqlBoolean(row.events_attended_public),
      battlesEntered: fromSqlBoolean(row.battles_entered_public),
      battlesWon: fromSqlBoolean(row.battles_won_public),
      eventsDj: fromSqlBoolean(row.events_dj_public),
      battlesJudged: fromSqlBoolean(row.battles_judged_public),
    },
  };
}
export type UserRecord = ReturnType<typeof toUser>;

export function createUsersRepository(db: Knex) {
  /** The directory: profiles with a dancer name that have not been released. */
  function directory(filter: DirectoryFilter) {
    const query = db('users').whereNotNull('users.search_name').whereNull('users.released_at');
    if (filter.keyword?.trim()) whereContains(query, 'users.search_name', filter.keyword.trim());
    if (filter.excludeIds?.length) query.whereNotIn('users.id', filter.excludeIds);
    if (filter.orgIds?.length) {
      const orgIds = filter.orgIds;
      query.whereExists((sub) =>
        sub
          .select(db.raw('1'))
          .from('org_members')
          .whereRaw('org_members.user_id = users.id')
          .whereIn('org_members.org_id', orgIds),
      );
    }
    return query;
  }

  /** Won = first place, alone or as a member of the winning crew; one per battle. */
  async function wins(userIds: number[]): Promise<Map<number, number>> {
    const solo = (await db('battle_results')
      .join('battle_entries', 'battle_entries.id', 'battle_results.entry_id')
      .where('battle_results.place', 1)
      .whereIn('battle_entries.user_id', userIds)
      .groupBy('battle_entries.user_id')
      .select('battle_entries.user_id', db.raw('COUNT(*) AS n'))) as Row[];
    const crew = (await db('battle_results')
      .join('battle_entries', 'battle_entries.crew_id', 'battle_results.crew_id')
      .where('battle_results.place', 1)
      .whereIn('battle_entries.user_id', userIds)
      .groupBy('battle_entries.user_id')
      .select('battle_entries.user_id', db.raw('COUNT(*) AS n'))) as Row[];
    const total = countsBy(solo, 'user_id');
    for (const [id, n] of countsBy(crew, 'user_id')) total.set(id, (total.get(id) ?? 0) + n);
    return total;
  }

  return {
    async listDirectory(
      filter: DirectoryFilter,
      direction: 'asc' | 'desc',
      offset: number,
      limit: number,
    ): Promise<UserRecord[]> {
      const rows = (await directory(filter)
        .select('users.*')
        .orderBy('users.search_name', direction)
        .orderBy('users.id', direction)
        .offset(offset)
        .limit(limit)) as Row[];
      return rows.map(toUser);
    },

    async countDirectory(filter: DirectoryFilter = {}): Promise<number> {
      const row = (await directory(filter).count({ n: '*' }).first()) as Row | undefined;
      return fromSqlNumber(row?.n);
    },

    async findById(id: number): Promise<UserRecord | null> {
      const row = (await db('users').where({ id }).first()) as Row | undefined;
      return row ? toUser(row) : null;
    },

    /** Stats derived from check-ins, entries, results, staff and judge roles — never typed in. */
    async stats(userIds: number[]): Promise<Map<number, UserStats>> {
      if (!userIds.length) return new Map();
      const grouped = async (query: Knex.QueryBuilder, column: string) =>
        countsBy(
          (await query
            .whereIn(column, userIds)
            .groupBy(column)
            .select(db.raw(`${column} AS user_id`), db.raw('COUNT(*) AS n'))) as Row[],
          'user_id',
        );
      const [attended, entered, won, dj, judged] = await Promise.all([
        grouped(db('attendances').whereNotNull('checked_in_at'), 'user_id'),
        grouped(db('battle_entries').where('in_waitlist', false), 'user_id'),
        wins(userIds),
        grouped(db('event_staff').where('role', 'dj'), 'user_id'),
        grouped(db('battle_roles').where('role', 'judge'), 'user_id'),
      ]);
      return new Map(
        userIds.map((id) => [
          id,
          {
            eventsAttended: attended.get(id) ?? 0,
            battlesEntered: entered.get(id) ?? 0,
            battlesWon: won.get(id) ?? 0,
            eventsDj: dj.get(id) ?? 0,
            battlesJudged: judged.get(id) ?? 0,
          },
        ]),
      );
    },

    /** Published organizations the dancer belongs to or helps run (`q`: inside a transaction). */
    async organizations(userId: number, q: Knex = db): Promise<{ id: number; name: string; image: number | null }[]> {
      const members = q('org_members').where('user_id', userId).select('org_id');
      const roles = q('org_roles').where('user_id', userId).select('org_id');
      const rows = (await q('orgs')
        .where('status', 'published')
        .where((inner) => inner.whereIn('id', members).orWhereIn('id', roles))
        .orderBy('search_name')
        .select('id', 'name', 'image_id')) as Row[];
      return rows.map((row) => ({
        id: Number(row.id),
        name: (row.name as string | null) ?? '',
        image: nullableNumber(row.image_id),
      }));
    },

    /** The ids of the published organizations this profile runs: admin or promoter (RUNNING_ROLES). */
    async organizationsRun(userId: number, q: Knex = db): Promise<number[]> {
      const rows = (await q('org_roles')
        .join('orgs', 'orgs.id', 'org_roles.org_id')
        .where('org_roles.user_id', userId)
        .whereIn('org_roles.role', RUNNING_ROLES)
        .where('orgs.status', 'published')
        .distinct('org_roles.org_id')) as Row[];
      return rows.map((row) => Number(row.org_id)).sort((a, b) => a - b);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
