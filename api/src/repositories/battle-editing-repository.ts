import type { Knex } from 'knex';
import { toSqlDateTime } from '../db/datetime.js';
import type { BattleRecord } from './battles-repository.js';
import type { Row } from './sql.js';

/** The columns the wizard's battle editor writes (prizes and judges have their own writes). */
export type BattleFields = Pick<
  BattleRecord,
  | 'orgId'
  | 'title'
  | 'crewSize'
  | 'description'
  | 'prizesDesc'
  | 'organizationCompetitorsOnly'
  | 'hideParticipants'
  | 'participationCapType'
  | 'limit'
  | 'style'
  | 'bracketLevels'
> & {
  /** Null for a classic battle: the column (no NULL) keeps its value. */
  bracketSize: number | null;
  startDate: Date | null;
};

export interface PrizeFields {
  place: number;
  title: string;
  amount: number;
}

/** What a battle already holds that an edit must respect: dancers, crews, results. */
export interface BattleHoldings {
  entries: number;
  crews: number;
  results: number;
}

const stamp = (at: Date) => ({ created_at: toSqlDateTime(at), updated_at: toSqlDateTime(at) });
const count = async (q: Knex, table: string, battleId: number) =>
  Number(((await q(table).where('battle_id', battleId).count({ n: '*' }).first()) as Row | undefined)?.n ?? 0);

/**
 * Writes of the event wizard's battle editor: create, save, delete a battle, its prizes and its
 * judges. Every call runs inside the transaction that holds the event's row lock.
 */
export function createBattleEditingRepository() {
  return {
    /** An empty 1 vs 1 classic battle of the event (the editor opens on it). */
    async create(trx: Knex.Transaction, eventId: number, at: Date): Promise<number> {
      const [id] = await trx('battles').insert({
        ...stamp(at),
        event_id: eventId,
        title: '',
        description: '',
        prizes_desc: '',
        bracket_levels: JSON.stringify([]),
      });
      return Number(id);
    },

    async update(trx: Knex.Transaction, id: number, fields: BattleFields, at: Date): Promise<void> {
      await trx('battles')
        .where({ id })
        .update({
          org_id: fields.orgId,
          title: fields.title,
          crew_size: fields.crewSize,
          description: fields.description,
          prizes_desc: fields.prizesDesc,
          organization_competitors_only: fields.organizationCompetitorsOnly,
          hide_participants: fields.hideParticipants,
          participation_cap_type: fields.participationCapType,
          cap_limit: fields.limit,
          style: fields.style,
          ...(fields.bracketSize === null ? {} : { bracket_size: fields.bracketSize }),
          bracket_levels: JSON.stringify(fields.bracketLevels),
          start_date: fields.startDate ? toSqlDateTime(fields.startDate) : null,
          updated_at: toSqlDateTime(at),
        });
    },

    /** The battle's prizes become exactly `prizes` (one per place). */
    async replacePrizes(trx: Knex.Transaction, battleId: number, prizes: PrizeFields[], at: Date): Promise<void> {
      await trx('battle_prizes').where('battle_id', battleId).del();
      if (prizes.length)
        await trx('battle_prizes').insert(prizes.map((prize) => ({ ...stamp(at), battle_id: battleId, ...prize })));
    },

    /** The event a battle belongs to, or null for an unknown battle (read before the event is locked). */
    async eventIdOf(trx: Knex.Transaction, battleId: number): Promise<number | null> {
      const row = (await trx('battles').where({ id: battleId }).first('event_id')) as Row | undefined;
      return row ? Number(row.event_id) : null;
    },

    async holdings(trx: Knex.Transaction, battleId: number): Promise<BattleHoldings> {
      const [entries, crews, results] = await Promise.all([
        count(trx, 'battle_entries', battleId),
        count(trx, 'crews', battleId),
        count(trx, 'battle_results', battleId),
      ]);
      return { entries, crews, results };
    },

    /** Prizes, judges and prelim groups go with it (foreign keys cascade on both engines). */
    async remove(trx: Knex.Transaction, id: number): Promise<void> {
      await trx('battles').where({ id }).del();
    },

    /** Whether the dancer is in the battle in any way: registered, waiting, or in (or invited to) a crew. */
    async hasEntry(trx: Knex.Transaction, battleId: number, userId: number): Promise<boolean> {
      return (await trx('battle_entries').where({ battle_id: battleId, user_id: userId }).first('id')) !== undefined;
    },

    /** Adds the judge unless they already judge it. */
    async addJudge(trx: Knex.Transaction, battleId: number, userId: number, at: Date): Promise<void> {
      const held = await trx('battle_roles').where({ battle_id: battleId, user_id: userId, role: 'judge' }).first('id');
      if (!held) await trx('battle_roles').insert({ ...stamp(at), battle_id: battleId, user_id: userId, role: 'judge' });
    },

    async removeJudge(trx: Knex.Transaction, battleId: number, userId: number): Promise<void> {
      await trx('battle_roles').where({ battle_id: battleId, user_id: userId, role: 'judge' }).del();
    },
  };
}

export type BattleEditingRepository = ReturnType<typeof createBattleEditingRepository>;
