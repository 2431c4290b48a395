import type { Knex } from 'knex';
import { forUpdate } from '../db/row-lock.js';
import { fromSqlBoolean, fromSqlDateTime, toSqlDateTime } from '../db/datetime.js';
import { toBattle, type BattleRecord } from './battles-repository.js';
import { nullableNumber, type Row } from './sql.js';

/** One dancer's row in a battle (battle_entries). */
export interface EntryState {
  id: number;
  battleId: number;
  userId: number;
  crewId: number | null;
  confirmedAt: string | null;
  /** Set when the dancer asked to join the crew (the crew or staff confirm), not invited. */
  joinRequestedAt: string | null;
  inWaitlist: boolean;
  waitlistPosition: number | null;
}

export interface CrewState {
  id: number;
  battleId: number;
  name: string;
  inWaitlist: boolean;
  waitlistPosition: number | null;
}

/** Where a new entry (a dancer in 1 vs 1, a crew in crew battles) lands: registered or waiting. */
export interface Placement {
  inWaitlist: boolean;
  waitlistPosition: number | null;
}

const stamp = (at: Date) => ({ created_at: toSqlDateTime(at), updated_at: toSqlDateTime(at) });

function toEntry(row: Row): EntryState {
  return {
    id: Number(row.id),
    battleId: Number(row.battle_id),
    userId: Number(row.user_id),
    crewId: nullableNumber(row.crew_id),
    confirmedAt: fromSqlDateTime(row.confirmed_at),
    joinRequestedAt: fromSqlDateTime(row.join_requested_at),
    inWaitlist: fromSqlBoolean(row.in_waitlist),
    waitlistPosition: nullableNumber(row.waitlist_position),
  };
}

function toCrew(row: Row): CrewState {
  return {
    id: Number(row.id),
    battleId: Number(row.battle_id),
    name: String(row.name),
    inWaitlist: fromSqlBoolean(row.in_waitlist),
    waitlistPosition: nullableNumber(row.waitlist_position),
  };
}

/**
 * Registration writes of one battle, over the transaction that holds the battle's row lock
 * (`lockBattle` first, always): entries, crews, the waitlist and who may compete.
 */
export function createBattleEntriesRepository(q: Knex) {
  /** Solo battles count dancers, crew battles count crews. */
  const tableOf = (battle: BattleRecord) => (battle.crewSize === 1 ? 'battle_entries' : 'crews');

  return {
    /** The battle row, locked until the transaction ends: every capacity decision starts here. */
    async lockBattle(id: number): Promise<BattleRecord | null> {
      const row = (await forUpdate(q, q('battles').where({ id }).first())) as Row | undefined;
      return row ? toBattle(row) : null;
    },

    async entry(battleId: number, userId: number): Promise<EntryState | null> {
      const row = (await q('battle_entries').where({ battle_id: battleId, user_id: userId }).first()) as Row | undefined;
      return row ? toEntry(row) : null;
    },

    async entryById(id: number): Promise<EntryState | null> {
      const row = (await q('battle_entries').where({ id }).first()) as Row | undefined;
      return row ? toEntry(row) : null;
    },

    async entriesOf(battleId: number, userIds: number[]): Promise<EntryState[]> {
      if (!userIds.length) return [];
      const rows = (await q('battle_entries').where('battle_id', battleId).whereIn('user_id', userIds)) as Row[];
      return rows.map(toEntry);
    },

    async crewEntries(crewId: number): Promise<EntryState[]> {
      const rows = (await q('battle_entries').where('crew_id', crewId).orderBy('id')) as Row[];
      return rows.map(toEntry);
    },

    async crew(battleId: number, crewId: number): Promise<CrewState | null> {
      const row = (await q('crews').where({ id: crewId, battle_id: battleId }).first()) as Row | undefined;
      return row ? toCrew(row) : null;
    },

    /** Entries that hold a spot: dancers (1 vs 1) or crews not on the waitlist. */
    async registeredCount(battle: BattleRecord): Promise<number> {
      const row = (await q(tableOf(battle))
        .where({ battle_id: battle.id, in_waitlist: false })
        .modify((query) => {
          if (battle.crewSize === 1) query.whereNull('crew_id');
        })
        .count({ n: '*' })
        .first()) as Row | undefined;
      return Number(row?.n ?? 0);
    },

    /** Registered unless a cap is reached; then at the end of the waitlist. */
    async placementFor(battle: BattleRecord, cap: number | null): Promise<Placement> {
      if (cap === null || (await this.registeredCount(battle)) < cap) return { inWaitlist: false, waitlistPosition: null };
      const row = (await q(tableOf(battle)).where({ battle_id: battle.id }).max({ last: 'waitlist_position' }).first()) as
        Row | undefined;
      return { inWaitlist: true, waitlistPosition: Number(row?.last ?? 0) + 1 };
    },

    /** The first waiting dancer (1 vs 1) or crew, by position. */
    async firstWaiting(battle: BattleRecord): Promise<{ id: number } | null> {
      const row = (await q(tableOf(battle))
        .where({ battle_id: battle.id, in_waitlist: true })
        .orderBy('waitlist_position')
        .orderBy('id')
        .first('id')) as Row | undefined;
      return row ? { id: Number(row.id) } : null;
    },

    async promote(battle: BattleRecord, id: number, at: Date): Promise<void> {
      await q(tableOf(battle))
        .where({ id })
        .update({ in_waitlist: false, waitlist_position: null, updated_at: toSqlDateTime(at) });
    },

    async insertEntry(
      fields: { battleId: number; userId: number; crewId: number | null; confirmed: boolean; joinRequest?: boolean } & Placement,
      at: Date,
    ): Promise<number> {
      const [id] = await q('battle_entries').insert({
        ...stamp(at),
        battle_id: fields.battleId,
        user_id: fields.userId,
        crew_id: fields.crewId,
        confirmed_at: fields.confirmed ? toSqlDateTime(at) : null,
        join_requested_at: fields.joinRequest ? toSqlDateTime(at) : null,
        in_waitlist: fields.inWaitlist,
        waitlist_position: fields.waitlistPosition,
      });
      return Number(id);
    },

    async confirmEntry(id: number, at: Date): Promise<void> {
      await q('battle_entries')
        .where({ id })
        .update({ confirmed_at: toSqlDateTime(at), join_requested_at: null, updated_at: toSqlDateTime(at) });
    },

    async deleteEntry(id: number): Promise<void> {
      await q('battle_results').where({ entry_id: id }).delete();
      await q('battle_entries').where({ id }).delete();
    },

    async insertCrew(battleId: number, name: string, placement: Placement, at: Date): Promise<number> {
      const row = (await q('crews').where({ battle_id: battleId }).max({ last: 'sort_order' }).first()) as Row | undefined;
      const [id] = await q('crews').insert({
        ...stamp(at),
        battle_id: battleId,
        name,
        sort_order: Number(row?.last ?? 0) + 1,
        in_waitlist: placement.inWaitlist,
        waitlist_position: placement.waitlistPosition,
      });
      return Number(id);
    },

    async renameCrew(crewId: number, name: string, at: Date): Promise<void> {
      await q('crews')
        .where({ id: crewId })
        .update({ name, updated_at: toSqlDateTime(at) });
    },

    /** The crew and its dancers' entries (results of the crew go with it). */
    async deleteCrew(crewId: number): Promise<void> {
      await q('battle_results').where({ crew_id: crewId }).delete();
      await q('battle_entries').where({ crew_id: crewId }).delete();
      await q('crews').where({ id: crewId }).delete();
    },

    /** Whether the battle has any result recorded (they settle its line-up). */
    async hasResults(battleId: number): Promise<boolean> {
      return (await q('battle_results').where('battle_id', battleId).first('id')) !== undefined;
    },

    /** The battle's results with the dancers each scores for (a crew's confirmed dancers). */
    async results(battleId: number): Promise<{ place: number; year: number; dancers: number[] }[]> {
      const rows = (await q('battle_results').where('battle_id', battleId)) as Row[];
      const out: { place: number; year: number; dancers: number[] }[] = [];
      for (const row of rows) {
        const dancers = (await q('battle_entries')
          .modify((query) => {
            if (row.entry_id !== null && row.entry_id !== undefined) query.where('id', Number(row.entry_id));
            else query.where('crew_id', Number(row.crew_id)).whereNotNull('confirmed_at');
          })
          .select('user_id')) as Row[];
        out.push({ place: Number(row.place), year: Number(row.year), dancers: dancers.map((d) => Number(d.user_id)) });
      }
      return out;
    },

    /** Replaces the battle's results; org_id and year are copied for the leaderboards. */
    async replaceResults(
      battle: BattleRecord,
      rows: { place: number; crewId: number | null; entryId: number | null }[],
      year: number,
      at: Date,
    ): Promise<void> {
      await q('battle_results').where('battle_id', battle.id).delete();
      if (!rows.length) return;
      await q('battle_results').insert(
        rows.map((row) => ({
          ...stamp(at),
          battle_id: battle.id,
          place: row.place,
          crew_id: row.crewId,
          entry_id: row.entryId,
          org_id: battle.orgId,
          year,
        })),
      );
    },

    /** Judges of the battle among `userIds`. */
    async judgesAmong(battleId: number, userIds: number[]): Promise<Set<number>> {
      if (!userIds.length) return new Set();
      const rows = (await q('battle_roles')
        .where({ battle_id: battleId, role: 'judge' })
        .whereIn('user_id', userIds)
        .select('user_id')) as Row[];
      return new Set(rows.map((row) => Number(row.user_id)));
    },

    /** The event's organizer and admin staff among `userIds` (they run it and do not compete). */
    async eventRunnersAmong(eventId: number, userIds: number[]): Promise<Set<number>> {
      if (!userIds.length) return new Set();
      const rows = (await q('event_staff')
        .where({ event_id: eventId })
        .whereIn('role', ['organizer', 'admin'])
        .whereIn('user_id', userIds)
        .select('user_id')) as Row[];
      return new Set(rows.map((row) => Number(row.user_id)));
    },

    async orgMembersAmong(orgId: number, userIds: number[]): Promise<Set<number>> {
      if (!userIds.length) return new Set();
      const rows = (await q('org_members').where({ org_id: orgId }).whereIn('user_id', userIds).select('user_id')) as Row[];
      return new Set(rows.map((row) => Number(row.user_id)));
    },

    /** Dancer names by id (for refusal messages and notifications); unknown ids are missing. */
    async dancerNames(userIds: number[]): Promise<Map<number, string>> {
      if (!userIds.length) return new Map();
      const rows = (await q('users').whereIn('id', userIds).select('id', 'dancer_name')) as Row[];
      return new Map(rows.map((row) => [Number(row.id), (row.dancer_name as string | null) ?? '']));
    },

    async insertSignature(
      fields: { userId: number; orgId: number; document: 'agreement' | 'waiver'; version: string; signedBy: number },
      at: Date,
    ): Promise<void> {
      await q('legal_signatures').insert({
        ...stamp(at),
        user_id: fields.userId,
        org_id: fields.orgId,
        document: fields.document,
        version: fields.version,
        signed_at: toSqlDateTime(at),
        signed_by_user_id: fields.signedBy,
      });
    },
  };
}

export type BattleEntriesRepository = ReturnType<typeof createBattleEntriesRepository>;
