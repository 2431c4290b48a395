import type { Knex } from 'knex';
import type { BracketSlot } from '@cypher/contracts';
import { fromSqlBoolean, toSqlDateTime } from '../db/datetime.js';
import type { BattleRecord } from './battles-repository.js';
import { nullableNumber, type Row } from './sql.js';
import { toUserChip, type UserChipRecord } from './user-chip.js';

/** Solo battles judge dancers (battle_entries), crew battles judge crews. */
export type PrelimsKind = 'solo' | 'crews';

export function prelimsKindOf(battle: Pick<BattleRecord, 'crewSize'>): PrelimsKind {
  return battle.crewSize === 1 ? 'solo' : 'crews';
}

/**
 * A checked-in (numbered) dancer or crew of the preliminaries. `id` is what the contract names
 * the row by: the dancer's user id (solo) or the crew id; `rowId` is the stored row judgments
 * point at (battle_entries.id or crews.id).
 */
export interface PrelimsEntryRecord {
  id: number;
  rowId: number;
  name: string;
  avatar: number | null;
  members: UserChipRecord[];
  groupId: number | null;
  randId: number;
  isPromoted: boolean;
  isGone: boolean;
  passStatus: 'passed' | 'sameScore' | null;
}

/** One judge's points for one entry (by its stored row) and round. */
export interface JudgmentRecord {
  rowId: number;
  round: number;
  points: number;
  judge: UserChipRecord;
}

export interface PrelimsGroupRecord {
  id: number;
  name: string;
}

/** Where a new sparring of the bracket sits, and who stands on each side (stored row ids). */
export interface NewSparring extends BracketSlot {
  red: number | null;
  blue: number | null;
}

const tableOf = (kind: PrelimsKind) => (kind === 'solo' ? 'battle_entries' : 'crews');
const judgedColumn = (kind: PrelimsKind) => (kind === 'solo' ? 'entry_id' : 'crew_id');
const stamp = (at: Date) => ({ created_at: toSqlDateTime(at), updated_at: toSqlDateTime(at) });

/**
 * The preliminaries' rows: numbered entries or crews, their judgments, groups, and the writes of
 * judging day. Writes take the open transaction (the battle row is locked first by the caller).
 */
export function createPrelimsRepository(q: Knex) {
  /** Numbered (checked-in), not waitlisted rows: only they take part in the preliminaries. */
  const inPrelims = (kind: PrelimsKind, battleId: number) =>
    q(tableOf(kind))
      .where({ [`${tableOf(kind)}.battle_id`]: battleId, [`${tableOf(kind)}.in_waitlist`]: false })
      .whereNotNull(`${tableOf(kind)}.rand_id`);

  async function soloEntries(battleId: number): Promise<PrelimsEntryRecord[]> {
    const rows = (await inPrelims('solo', battleId)
      .whereNull('battle_entries.crew_id')
      .join('users', 'users.id', 'battle_entries.user_id')
      .select('battle_entries.*', 'users.dancer_name', 'users.avatar_image_id')) as Row[];
    return rows.map((row) => ({
      ...common(row),
      id: Number(row.user_id),
      name: (row.dancer_name as string | null) ?? '',
      avatar: nullableNumber(row.avatar_image_id),
      members: [],
    }));
  }

  async function crewEntries(battleId: number): Promise<PrelimsEntryRecord[]> {
    const rows = (await inPrelims('crews', battleId).select('crews.*')) as Row[];
    const members = rows.length
      ? ((await q('battle_entries')
          .join('users', 'users.id', 'battle_entries.user_id')
          .whereIn(
            'battle_entries.crew_id',
            rows.map((row) => Number(row.id)),
          )
          .whereNotNull('battle_entries.confirmed_at')
          .orderBy('battle_entries.id')
          .select('battle_entries.crew_id', 'users.id', 'users.dancer_name', 'users.avatar_image_id')) as Row[])
      : [];
    return rows.map((row) => ({
      ...common(row),
      id: Number(row.id),
      name: String(row.name),
      avatar: null,
      members: members.filter((m) => Number(m.crew_id) === Number(row.id)).map(toUserChip),
    }));
  }

  return {
    entries(battleId: number, kind: PrelimsKind): Promise<PrelimsEntryRecord[]> {
      return kind === 'solo' ? soloEntries(battleId) : crewEntries(battleId);
    },

    async judgments(battleId: number, kind: PrelimsKind): Promise<JudgmentRecord[]> {
      const column = judgedColumn(kind);
      const rows = (await q('judgments')
        .join('users', 'users.id', 'judgments.judge_user_id')
        .where('judgments.battle_id', battleId)
        .whereNotNull(`judgments.${column}`)
        .orderBy('judgments.id')
        .select(
          `judgments.${column} as row_id`,
          'judgments.round',
          'judgments.points',
          'users.id',
          'users.dancer_name',
          'users.avatar_image_id',
        )) as Row[];
      return rows.map((row) => ({
        rowId: Number(row.row_id),
        round: Number(row.round),
        points: Number(row.points),
        judge: toUserChip(row),
      }));
    },

    async hasJudgments(battleId: number): Promise<boolean> {
      return (await q('judgments').where('battle_id', battleId).first('id')) !== undefined;
    },

    async groups(battleId: number): Promise<PrelimsGroupRecord[]> {
      const rows = (await q('prelim_groups').where('battle_id', battleId).orderBy('id').select('id', 'name')) as Row[];
      return rows.map((row) => ({ id: Number(row.id), name: String(row.name) }));
    },

    /**
     * A judge's points, saved or replaced: the unique key (battle, judge, entry or crew, round)
     * makes a replayed score an update, so the last write of that judge wins.
     */
    async saveJudgment(j: {
      battleId: number;
      kind: PrelimsKind;
      judgeId: number;
      rowId: number;
      round: number;
      points: number;
      at: Date;
    }) {
      const column = judgedColumn(j.kind);
      await q('judgments')
        .insert({
          battle_id: j.battleId,
          judge_user_id: j.judgeId,
          [column]: j.rowId,
          round: j.round,
          points: j.points,
          ...stamp(j.at),
        })
        .onConflict(['battle_id', 'judge_user_id', column, 'round'])
        .merge({ points: j.points, updated_at: toSqlDateTime(j.at) });
    },

    async removeJudgment(j: { battleId: number; kind: PrelimsKind; judgeId: number; rowId: number; round: number }) {
      await q('judgments')
        .where({ battle_id: j.battleId, judge_user_id: j.judgeId, [judgedColumn(j.kind)]: j.rowId, round: j.round })
        .delete();
    },

    async setGone(kind: PrelimsKind, rowId: number, gone: boolean, at: Date) {
      await q(tableOf(kind))
        .where('id', rowId)
        .update({ is_gone: gone, updated_at: toSqlDateTime(at) });
    },

    /** Every group of the battle goes; its members are ungrouped. */
    async removeGroups(battleId: number, at: Date) {
      for (const table of ['battle_entries', 'crews'])
        await q(table)
          .where('battle_id', battleId)
          .whereNotNull('group_id')
          .update({ group_id: null, updated_at: toSqlDateTime(at) });
      await q('prelim_groups').where('battle_id', battleId).delete();
    },

    async removeGroup(groupId: number) {
      await q('prelim_groups').where('id', groupId).delete();
    },

    async createGroup(battleId: number, name: string, at: Date): Promise<number> {
      const [id] = await q('prelim_groups').insert({ battle_id: battleId, name, ...stamp(at) });
      return Number(id);
    },

    async assignGroup(kind: PrelimsKind, rowIds: number[], groupId: number | null, at: Date) {
      if (rowIds.length)
        await q(tableOf(kind))
          .whereIn('id', rowIds)
          .update({ group_id: groupId, updated_at: toSqlDateTime(at) });
    },

    async setNumber(kind: PrelimsKind, rowId: number, randId: number, at: Date) {
      await q(tableOf(kind))
        .where('id', rowId)
        .update({ rand_id: randId, updated_at: toSqlDateTime(at) });
    },

    /** Freezes the ranking when the preliminaries end: who goes on, and who tied at the cut. */
    async saveOutcome(
      kind: PrelimsKind,
      row: { rowId: number; passStatus: 'passed' | 'sameScore' | null; isPromoted: boolean },
      at: Date,
    ) {
      await q(tableOf(kind))
        .where('id', row.rowId)
        .update({ pass_status: row.passStatus, is_promoted: row.isPromoted, updated_at: toSqlDateTime(at) });
    },

    async setStatus(battleId: number, status: BattleRecord['status'], at: Date) {
      await q('battles')
        .where('id', battleId)
        .update({ status, updated_at: toSqlDateTime(at) });
    },

    async hasSparrings(battleId: number): Promise<boolean> {
      return (await q('sparrings').where('battle_id', battleId).first('id')) !== undefined;
    },

    async createSparrings(battleId: number, kind: PrelimsKind, sparrings: NewSparring[], at: Date) {
      const side = kind === 'solo' ? 'entry' : 'crew';
      if (!sparrings.length) return;
      await q('sparrings').insert(
        sparrings.map((s) => ({
          battle_id: battleId,
          side: s.side,
          round_index: s.roundIndex,
          slot: s.slot,
          [`red_${side}_id`]: s.red,
          [`blue_${side}_id`]: s.blue,
          winner: 0,
          status: 'open',
          extra_rounds: 0,
          ...stamp(at),
        })),
      );
    },
  };
}

function common(row: Row) {
  return {
    rowId: Number(row.id),
    groupId: nullableNumber(row.group_id),
    randId: Number(row.rand_id),
    isPromoted: fromSqlBoolean(row.is_promoted),
    isGone: fromSqlBoolean(row.is_gone),
    passStatus: (row.pass_status as 'passed' | 'sameScore' | null) ?? null,
  };
}

export type PrelimsRepository = ReturnType<typeof createPrelimsRepository>;
