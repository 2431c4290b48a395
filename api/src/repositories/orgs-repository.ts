import type { Knex } from 'knex';
import { fromSqlBoolean, fromSqlDateToUs, fromSqlNumber } from '../db/datetime.js';
import { createEventDayCountsRepository } from './event-day-counts-repository.js';
import { periodCountsOf, periodSums, wherePublicEvents, type PeriodCounts } from './event-filters.js';
import { countsBy, nullableNumber, throughIndex, whereContains, type Row } from './sql.js';

export interface OrgListFilter {
  keyword?: string;
  /** Organizations where this profile has a role or is a member ('My organizations'). */
  userId?: number;
  /** The calling profile: drafts it helps run are listed too (to it alone). */
  viewerId?: number;
}

const text = (value: unknown) => (value as string | null) ?? '';

function legal(row: Row, doc: 'agreement' | 'waiver') {
  const parts = {
    title: text(row[`${doc}_title`]),
    subtitle: text(row[`${doc}_subtitle`]),
    version: text(row[`${doc}_version`]),
    text: text(row[`${doc}_text`]),
  };
  return Object.values(parts).some((part) => part.trim()) ? parts : null;
}

export function toOrg(row: Row) {
  return {
    id: Number(row.id),
    name: text(row.name),
    image: nullableNumber(row.image_id),
    status: row.status === 'published' ? ('published' as const) : ('draft' as const),
    description: text(row.description),
    founded: fromSqlDateToUs(row.founded),
    rankingDisabled: fromSqlBoolean(row.ranking_disabled),
    socials: {
      facebook: (row.social_facebook as string | null) ?? null,
      instagram: (row.social_instagram as string | null) ?? null,
      twitter: (row.social_twitter as string | null) ?? null,
      youtube: (row.social_youtube as string | null) ?? null,
      website: (row.social_website as string | null) ?? null,
    },
    agreement: legal(row, 'agreement'),
    waiver: legal(row, 'waiver'),
  };
}
export type OrgRecord = ReturnType<typeof toOrg>;

export function createOrgsRepository(db: Knex) {
  const dayCounts = createEventDayCountsRepository(db);
  const hasRole = (userId: number) => (sub: Knex.QueryBuilder) =>
    sub.select(db.raw('1')).from('org_roles').whereRaw('org_roles.org_id = orgs.id').where('org_roles.user_id', userId);

  /** Published organizations, plus drafts the viewer helps run; both read indexed ranges. */
  function visibleOrgs(filter: OrgListFilter) {
    const query = db('orgs');
    const viewerId = filter.viewerId;
    if (viewerId === undefined) query.where('orgs.status', 'published');
    else query.where((inner) => inner.where('orgs.status', 'published').orWhereExists(hasRole(viewerId)));
    if (filter.keyword?.trim()) whereContains(query, 'orgs.search_name', filter.keyword.trim());
    const userId = filter.userId;
    // 'My organizations' starts from the dancer's roles and memberships (their user_id indexes),
    // not from a test of every organization.
    if (userId !== undefined) {
      // A join with the (deduplicated) ids: MariaDB drives it from them, not from every organization.
      const mine = db
        .select('org_id')
        .from('org_roles')
        .where('user_id', userId)
        .union((member) => member.select('org_id').from('org_members').where('user_id', userId));
      query.join(mine.as('mine'), 'mine.org_id', 'orgs.id');
    }
    return query;
  }

  /** Public events per period for the given organizations (index-only: events_org_periods). */
  async function eventCounts(orgIds: number[], now: Date): Promise<Map<number, PeriodCounts>> {
    if (!orgIds.length) return new Map();
    // On a small data set one page of organizations can hold every event, and the optimizer then
    // prefers a date index and a sort; the covering index answers either way.
    const rows = (await wherePublicEvents(throughIndex(db, 'events', 'events_org_periods'), { orgIds })
      .groupBy('events.org_id')
      .select('events.org_id', ...periodSums(db, now))) as Row[];
    return new Map(rows.map((row) => [Number(row.org_id), periodCountsOf(row)]));
  }

  return {
    async listVisible(filter: OrgListFilter, offset: number, limit: number): Promise<{ rows: OrgRecord[]; total: number }> {
      const rows = (await visibleOrgs(filter)
        .select('orgs.*')
        .orderBy('orgs.search_name')
        .orderBy('orgs.id')
        .offset(offset)
        .limit(limit)) as Row[];
      const total = (await visibleOrgs(filter).count({ n: '*' }).first()) as Row | undefined;
      return { rows: rows.map(toOrg), total: fromSqlNumber(total?.n) };
    },

    eventCounts,

    /**
     * Public events per period over every organization the list's filter matches. Unfiltered,
     * the published organizations' totals come from the day counts (event_day_counts), plus the
     * drafts a signed-in viewer runs; a keyword or a dancer narrows the list to the organizations
     * whose own counts are summed (each an index range of events_org_periods).
     */
    async eventTotals(filter: OrgListFilter, now: Date): Promise<PeriodCounts> {
      const narrowed = Boolean(filter.keyword?.trim()) || filter.userId !== undefined;
      const base = narrowed ? { current: 0, future: 0, past: 0 } : await dayCounts.totals(now);
      if (!narrowed && filter.viewerId === undefined) return base;
      const rest = visibleOrgs(filter).select('orgs.id');
      if (!narrowed) rest.whereNot('orgs.status', 'published');
      const ids = ((await rest) as Row[]).map((row) => Number(row.id));
      for (const counts of (await eventCounts(ids, now)).values()) {
        base.current += counts.current;
        base.future += counts.future;
        base.past += counts.past;
      }
      return base;
    },

    async memberCounts(orgIds: number[]): Promise<Map<number, number>> {
      if (!orgIds.length) return new Map();
      return countsBy(
        (await db('org_members').whereIn('org_id', orgIds).groupBy('org_id').select('org_id', db.raw('COUNT(*) AS n'))) as Row[],
        'org_id',
      );
    },

    /** Those of `ids` the viewer may see (published, or drafts it helps run), as `listVisible` does. */
    async visibleIds(ids: number[], viewerId?: number): Promise<number[]> {
      if (!ids.length) return [];
      const rows = (await visibleOrgs({ viewerId }).whereIn('orgs.id', ids).select('orgs.id')) as Row[];
      return rows.map((row) => Number(row.id));
    },

    async findPublished(id: number): Promise<OrgRecord | null> {
      const row = (await db('orgs').where({ id, status: 'published' }).first()) as Row | undefined;
      return row ? toOrg(row) : null;
    },

    /** Any organization, draft or published: the service decides who may see it. */
    async findById(id: number): Promise<OrgRecord | null> {
      const row = (await db('orgs').where({ id }).first()) as Row | undefined;
      return row ? toOrg(row) : null;
    },

    async countPublicEvents(orgId: number): Promise<number> {
      const row = (await wherePublicEvents(db('events'), { orgIds: [orgId] })
        .count({ n: '*' })
        .first()) as Row | undefined;
      return fromSqlNumber(row?.n);
    },
  };
}

export type OrgsRepository = ReturnType<typeof createOrgsRepository>;
