import type { Knex } from 'knex';
import { bracketSlots, slotKey, type BracketHalfName, type BracketSlot, type SideColour } from '@cypher/contracts';
import { forUpdate } from '../db/row-lock.js';
import { toSqlDateTime } from '../db/datetime.js';
import { nullableNumber, type Row } from './sql.js';

/** Stored `sparrings.winner`: 0 undecided, 1 red, 2 blue (answered as the winner's id). */
export type StoredWinner = 0 | 1 | 2;

export type SparringRowStatus = 'open' | 'need-tie-breaker' | 'finished';

/**
 * One sparring of a bracket: its slot in the tree and its two sides. A side is a battle entry in
 * a 1 vs 1 battle (`entryId`) and a crew in a crew battle (`crewId`); null while the spot is empty.
 */
export interface SparringRecord extends BracketSlot {
  id: number;
  battleId: number;
  red: SideRef | null;
  blue: SideRef | null;
  winner: StoredWinner;
  status: SparringRowStatus;
  extraRounds: number;
}

export interface SideRef {
  entryId: number | null;
  crewId: number | null;
}

function side(entryId: unknown, crewId: unknown): SideRef | null {
  const entry = nullableNumber(entryId);
  const crew = nullableNumber(crewId);
  return entry === null && crew === null ? null : { entryId: entry, crewId: crew };
}

function toSparring(row: Row): SparringRecord {
  return {
    id: Number(row.id),
    battleId: Number(row.battle_id),
    side: row.side as BracketHalfName,
    roundIndex: Number(row.round_index),
    slot: Number(row.slot),
    red: side(row.red_entry_id, row.red_crew_id),
    blue: side(row.blue_entry_id, row.blue_crew_id),
    winner: Number(row.winner) as StoredWinner,
    status: row.status as SparringRowStatus,
    extraRounds: Number(row.extra_rounds),
  };
}

const SIDE_ORDER: Record<BracketHalfName, number> = { left: 0, right: 1, final: 2 };

/** The `sparrings` rows of brackets: one per slot of the tree (shared-contracts `bracketSlots`). */
export function createSparringsRepository(q: Knex) {
  const columnsOf = (colour: SideColour, ref: SideRef | null) => ({
    [`${colour}_entry_id`]: ref?.entryId ?? null,
    [`${colour}_crew_id`]: ref?.crewId ?? null,
  });

  return {
    async find(id: number): Promise<SparringRecord | null> {
      const row = (await q('sparrings').where({ id }).first()) as Row | undefined;
      return row ? toSparring(row) : null;
    },

    /** The sparring row, locked until the transaction ends (call after the battle's lock). */
    async lock(id: number): Promise<SparringRecord | null> {
      const row = (await forUpdate(q, q('sparrings').where({ id }).first())) as Row | undefined;
      return row ? toSparring(row) : null;
    },

    /** Every sparring of a battle: left, right, final; level by level; top to bottom. */
    async ofBattle(battleId: number): Promise<SparringRecord[]> {
      const rows = (await q('sparrings').where('battle_id', battleId)) as Row[];
      return rows
        .map(toSparring)
        .sort((a, b) => SIDE_ORDER[a.side] - SIDE_ORDER[b.side] || a.roundIndex - b.roundIndex || a.slot - b.slot);
    },

    /**
     * Makes the whole tree of a bracket of `size` (size − 1 sparrings, all open and empty), adding
     * only the slots that are missing, and answers every sparring. 'Add to bracket' calls it, then
     * places the promoted entries with `setSides` (see `seedPairs`).
     */
    async createTree(battleId: number, size: number, at: Date): Promise<SparringRecord[]> {
      // The final is one row whatever level it was stored on ('Add to bracket' stores round_index 0).
      const keyOf = (s: BracketSlot) => (s.side === 'final' ? 'final' : slotKey(s));
      const existing = new Set((await this.ofBattle(battleId)).map(keyOf));
      const missing = bracketSlots(size).filter((s) => !existing.has(keyOf(s)));
      const stamp = toSqlDateTime(at);
      if (missing.length) {
        await q('sparrings').insert(
          missing.map((s) => ({
            battle_id: battleId,
            side: s.side,
            round_index: s.roundIndex,
            slot: s.slot,
            created_at: stamp,
            updated_at: stamp,
          })),
        );
      }
      return this.ofBattle(battleId);
    },

    async setSides(id: number, red: SideRef | null, blue: SideRef | null, at: Date): Promise<void> {
      await q('sparrings')
        .where({ id })
        .update({ ...columnsOf('red', red), ...columnsOf('blue', blue), updated_at: toSqlDateTime(at) });
    },

    /** Puts one side into a spot (a winner moving on) and leaves the other as it is. */
    async setSide(id: number, colour: SideColour, ref: SideRef | null, at: Date): Promise<void> {
      await q('sparrings')
        .where({ id })
        .update({ ...columnsOf(colour, ref), updated_at: toSqlDateTime(at) });
    },

    async setOutcome(id: number, outcome: { winner: StoredWinner; status: SparringRowStatus }, at: Date): Promise<void> {
      await q('sparrings')
        .where({ id })
        .update({ winner: outcome.winner, status: outcome.status, updated_at: toSqlDateTime(at) });
    },

    async setExtraRounds(id: number, extraRounds: number, at: Date): Promise<void> {
      await q('sparrings')
        .where({ id })
        .update({ extra_rounds: extraRounds, updated_at: toSqlDateTime(at) });
    },

    /** Removes a battle's brackets: votes, scores, then the sparrings ('Undo bracket'). */
    async deleteOfBattle(battleId: number): Promise<void> {
      const ids = q('sparrings').where('battle_id', battleId).select('id');
      await q('audience_votes').whereIn('sparring_id', ids).delete();
      await q('sparring_scores').whereIn('sparring_id', ids).delete();
      await q('sparrings').where('battle_id', battleId).delete();
    },
  };
}

export type SparringsRepository = ReturnType<typeof createSparringsRepository>;
