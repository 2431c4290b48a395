import type { Knex } from 'knex';
import { fromJsonColumn, fromSqlBoolean, fromSqlDateTime } from '../db/datetime.js';
import { countsBy, nullableNumber, type Row } from './sql.js';
import { toUserChip, type UserChipRecord } from './user-chip.js';

export interface BattleRecord {
  id: number;
  eventId: number;
  orgId: number | null;
  orgName: string | null;
  orgImage: number | null;
  title: string;
  style: 'classic' | 'bracket';
  crewSize: number;
  description: string;
  prizesDesc: string;
  organizationCompetitorsOnly: boolean;
  hideParticipants: boolean;
  participationCapType: 'none' | 'registration' | 'checkIn';
  limit: number;
  bracketSize: number;
  bracketLevels: { name: string; rounds: number }[];
  startDate: string | null;
  status: 'registration' | 'prelims' | 'prelims-finished' | 'brackets' | 'finished';
}

/** A crew of a crew battle (its dancers are entries with its `crewId`). */
export interface CrewRecord {
  id: number;
  name: string;
  order: number;
  randId: number | null;
  groupId: number | null;
  inWaitlist: boolean;
  isPromoted: boolean;
  isGone: boolean;
  passStatus: 'passed' | 'sameScore' | null;
}

/** One dancer's entry in a battle, with their chip and event check-in. */
export interface EntryRecord extends UserChipRecord {
  /** The entry's own id (results point at it); `id` is the dancer's. */
  entryId: number;
  crewId: number | null;
  randId: number | null;
  groupId: number | null;
  inWaitlist: boolean;
  confirmedAt: string | null;
  /** When the dancer asked to join the crew ('Join existing crew'); null when invited or solo. */
  joinRequestedAt: string | null;
  checkedInAt: string | null;
}

export interface EntryCounts {
  /** Registered and not waitlisted: crews for crew battles, dancers for 1 vs 1. */
  registered: number;
  /** Of those, checked in (a rand_id was assigned). */
  checkedIn: number;
}

/** The current version of each legal document of an organization ('' = unversioned, null = none). */
export interface DocumentVersions {
  agreement: string | null;
  waiver: string | null;
}

export async function latestSignatures(
  q: Knex,
  orgId: number,
  userIds: number[],
  versions: DocumentVersions,
): Promise<Map<string, string | null>> {
  const documents = (['agreement', 'waiver'] as const).filter((doc) => versions[doc] !== null);
  if (!userIds.length || !documents.length) return new Map();
  const rows = (await q('legal_signatures')
    .where('org_id', orgId)
    .whereIn('user_id', userIds)
    .where((any) => {
      for (const doc of documents) {
        const version = versions[doc]!;
        any.orWhere((one) => {
          one.where('document', doc);
          if (version) one.where('version', version);
        });
      }
    })
    .groupBy('user_id', 'document')
    .select('user_id', 'document', q.raw('MAX(signed_at) AS signed_at'))) as Row[];
  return new Map(rows.map((row) => [`${row.user_id}:${row.document}`, fromSqlDateTime(row.signed_at)]));
}

export function toBattle(row: Row): BattleRecord {
  return {
    id: Number(row.id),
    eventId: Number(row.event_id),
    orgId: nullableNumber(row.org_id),
    orgName: (row.org_name as string | null) ?? null,
    orgImage: nullableNumber(row.org_image_id),
    title: (row.title as string | null) ?? '',
    style: row.style === 'bracket' ? 'bracket' : 'classic',
    crewSize: Number(row.crew_size),
    description: (row.description as string | null) ?? '',
    prizesDesc: (row.prizes_desc as string | null) ?? '',
    organizationCompetitorsOnly: fromSqlBoolean(row.organization_competitors_only),
    hideParticipants: fromSqlBoolean(row.hide_participants),
    participationCapType: row.participation_cap_type as BattleRecord['participationCapType'],
    limit: Number(row.cap_limit),
    bracketSize: Number(row.bracket_size),
    bracketLevels: fromJsonColumn(row.bracket_levels, []),
    startDate: fromSqlDateTime(row.start_date),
    status: row.status as BattleRecord['status'],
  };
}

function battleQuery(db: Knex) {
  return db('battles')
    .leftJoin('orgs', 'orgs.id', 'battles.org_id')
    .select('battles.*', 'orgs.name as org_name', 'orgs.image_id as org_image_id');
}

export function createBattlesRepository(db: Knex) {
  /** Counts per battle: solo battles count entries, crew battles count crews. */
  async function entryCounts(battles: BattleRecord[]): Promise<Map<number, EntryCounts>> {
    const solo = battles.filter((b) => b.crewSize === 1).map((b) => b.id);
    const crew = battles.filter((b) => b.crewSize !== 1).map((b) => b.id);
    const count = (table: string, ids: number[]) =>
      ids.length
        ? (db(table)
            .whereIn('battle_id', ids)
            .where('in_waitlist', false)
            .groupBy('battle_id')
            .select(
              'battle_id',
              db.raw('COUNT(*) AS n'),
              db.raw('SUM(CASE WHEN rand_id IS NULL THEN 0 ELSE 1 END) AS checked'),
            ) as Promise<Row[]>)
        : Promise.resolve([] as Row[]);
    const rows = [...(await count('battle_entries', solo)), ...(await count('crews', crew))];
    const registered = countsBy(rows, 'battle_id');
    const checked = countsBy(rows, 'battle_id', 'checked');
    return new Map(battles.map((b) => [b.id, { registered: registered.get(b.id) ?? 0, checkedIn: checked.get(b.id) ?? 0 }]));
  }

  return {
    entryCounts,

    async findById(id: number): Promise<BattleRecord | null> {
      const row = (await battleQuery(db).where('battles.id', id).first()) as Row | undefined;
      return row ? toBattle(row) : null;
    },

    async listByEvent(eventId: number): Promise<BattleRecord[]> {
      const rows = (await battleQuery(db).where('battles.event_id', eventId).orderBy('battles.id')) as Row[];
      return rows.map(toBattle);
    },

    async prizes(battleId: number): Promise<{ id: number; title: string; amount: number; place: number }[]> {
      const rows = (await db('battle_prizes').where('battle_id', battleId).orderBy('place').orderBy('id')) as Row[];
      return rows.map((row) => ({
        id: Number(row.id),
        title: (row.title as string | null) ?? '',
        amount: Number(row.amount),
        place: Number(row.place),
      }));
    },

    async judges(battleId: number): Promise<UserChipRecord[]> {
      const rows = (await db('battle_roles')
        .join('users', 'users.id', 'battle_roles.user_id')
        .where({ 'battle_roles.battle_id': battleId, 'battle_roles.role': 'judge' })
        .orderBy('battle_roles.id')
        .select('users.id', 'users.dancer_name', 'users.avatar_image_id')) as Row[];
      return rows.map(toUserChip);
    },

    async crews(battleId: number): Promise<CrewRecord[]> {
      const rows = (await db('crews')
        .where('battle_id', battleId)
        .orderBy('in_waitlist')
        .orderBy('waitlist_position')
        .orderBy('sort_order')
        .orderBy('id')) as Row[];
      return rows.map((row) => ({
        id: Number(row.id),
        name: String(row.name),
        order: Number(row.sort_order),
        randId: nullableNumber(row.rand_id),
        groupId: nullableNumber(row.group_id),
        inWaitlist: fromSqlBoolean(row.in_waitlist),
        isPromoted: fromSqlBoolean(row.is_promoted),
        isGone: fromSqlBoolean(row.is_gone),
        passStatus: (row.pass_status as CrewRecord['passStatus']) ?? null,
      }));
    },

    /** Every dancer of the battle with their event check-in (battle check-in is event check-in). */
    async entries(battleId: number, eventId: number): Promise<EntryRecord[]> {
      const rows = (await db('battle_entries')
        .join('users', 'users.id', 'battle_entries.user_id')
        .leftJoin('attendances', (join) =>
          join.on('attendances.user_id', 'battle_entries.user_id').andOnVal('attendances.event_id', eventId),
        )
        .where('battle_entries.battle_id', battleId)
        .orderBy('battle_entries.in_waitlist')
        .orderBy('battle_entries.waitlist_position')
        .orderBy('battle_entries.id')
        .select('battle_entries.*', 'users.dancer_name', 'users.avatar_image_id', 'attendances.checked_in_at')) as Row[];
      return rows.map((row) => ({
        ...toUserChip({ ...row, id: row.user_id }),
        entryId: Number(row.id),
        crewId: nullableNumber(row.crew_id),
        randId: nullableNumber(row.rand_id),
        groupId: nullableNumber(row.group_id),
        inWaitlist: fromSqlBoolean(row.in_waitlist),
        confirmedAt: fromSqlDateTime(row.confirmed_at),
        joinRequestedAt: fromSqlDateTime(row.join_requested_at),
        checkedInAt: fromSqlDateTime(row.checked_in_at),
      }));
    },

    /**
     * Latest signature per (user, document) for one organization, counting only signatures of the
     * document's current version (a new version needs a new signature; an unversioned document
     * takes any). Keys are `${userId}:${document}`.
     */
    async signatures(
      orgId: number,
      userIds: number[],
      versions: DocumentVersions,
      q: Knex = db,
    ): Promise<Map<string, string | null>> {
      return latestSignatures(q, orgId, userIds, versions);
    },

    /** Dancers among `userIds` with an entry in the battle (any crew, waiting or not). */
    async registeredUserIds(battleId: number, userIds: number[]): Promise<Set<number>> {
      if (!userIds.length) return new Set();
      const rows = (await db('battle_entries')
        .where('battle_id', battleId)
        .whereIn('user_id', userIds)
        .select('user_id')) as Row[];
      return new Set(rows.map((row) => Number(row.user_id)));
    },

    /** The battle's judges and the event's organizer and admins: they never compete. */
    async nonCompetitorIds(battleId: number, eventId: number): Promise<number[]> {
      const [judges, runners] = await Promise.all([
        db('battle_roles').where({ battle_id: battleId, role: 'judge' }).select('user_id') as Promise<Row[]>,
        db('event_staff').where({ event_id: eventId }).whereIn('role', ['organizer', 'admin']).select('user_id') as Promise<
          Row[]
        >,
      ]);
      return [...new Set([...judges, ...runners].map((row) => Number(row.user_id)))];
    },

    /** What a profile is to the battle itself and its organization (judge, member). */
    async profileRelation(battle: Pick<BattleRecord, 'id' | 'orgId'>, profileId: number, q: Knex = db) {
      const [judge, member] = await Promise.all([
        q('battle_roles').where({ battle_id: battle.id, user_id: profileId, role: 'judge' }).first('id') as Promise<
          Row | undefined
        >,
        battle.orgId === null
          ? Promise.resolve(undefined)
          : (q('org_members').where({ org_id: battle.orgId, user_id: profileId }).first('id') as Promise<Row | undefined>),
      ]);
      return { isJudge: judge !== undefined, isOrgMember: member !== undefined };
    },

    async results(battleId: number): Promise<{ place: number; crewId: number | null; entryId: number | null }[]> {
      const rows = (await db('battle_results').where('battle_id', battleId).orderBy('place').orderBy('id')) as Row[];
      return rows.map((row) => ({
        place: Number(row.place),
        crewId: nullableNumber(row.crew_id),
        entryId: nullableNumber(row.entry_id),
      }));
    },
  };
}

export type BattlesRepository = ReturnType<typeof createBattlesRepository>;
