import type { BracketSide, BracketSparring, Brackets, BracketSize } from '@cypher/contracts';
import {
  bracketLevelCount,
  bracketLevelNames,
  defaultBracketLevels,
  type BracketSizeValue,
  type BracketSlot,
} from '@cypher/contracts';
import type { BattleRecord } from '../repositories/battles-repository.js';
import type { BracketEntrant } from '../repositories/bracket-entrants-repository.js';
import type { SideRef, SparringRecord } from '../repositories/sparrings-repository.js';

/** Key of a stored side: entries and crews have separate id spaces. */
export function refKey(ref: SideRef): string {
  return ref.crewId !== null ? `c${ref.crewId}` : `e${ref.entryId}`;
}

/** The battle's entrants by stored side, to name a sparring's red and blue. */
export function entrantsByRef(entrants: BracketEntrant[]): Map<string, BracketEntrant> {
  return new Map(entrants.map((e) => [refKey(e.ref), e]));
}

export function entrantOf(ref: SideRef | null, byRef: Map<string, BracketEntrant>): BracketEntrant | null {
  return ref ? (byRef.get(refKey(ref)) ?? null) : null;
}

/** The answered winner id: the winning side's entrant id, 0 while undecided. */
export function winnerId(s: SparringRecord, byRef: Map<string, BracketEntrant>): number {
  const ref = s.winner === 1 ? s.red : s.winner === 2 ? s.blue : null;
  return entrantOf(ref, byRef)?.id ?? 0;
}

/** The levels of a battle's bracket: as saved, or one round per level when none are saved. */
export function levelsOf(battle: BattleRecord) {
  const size = battle.bracketSize as BracketSizeValue;
  const names = bracketLevelNames(size);
  return battle.bracketLevels.length === names.length ? battle.bracketLevels : defaultBracketLevels(size);
}

/**
 * A row's place in the tree with the final on the last level. 'Add to bracket' stores the final
 * with round_index 0, so the final is always found by its side, never by its stored level.
 */
export function slotOf(s: SparringRecord, size: number): BracketSlot {
  return s.side === 'final' ? { side: 'final', roundIndex: bracketLevelCount(size) - 1, slot: 0 } : s;
}

/** The row at a slot of the tree. */
export function sparringAt(sparrings: SparringRecord[], slot: BracketSlot): SparringRecord | undefined {
  return sparrings.find((s) =>
    slot.side === 'final' ? s.side === 'final' : s.side === slot.side && s.roundIndex === slot.roundIndex && s.slot === slot.slot,
  );
}

/** GET /battles/{id}/brackets: the rows of `sparrings` drawn as left and right halves and the final. */
export function toBrackets(
  battle: BattleRecord,
  sparrings: SparringRecord[],
  entrants: BracketEntrant[],
  canEdit: boolean,
): Brackets {
  const byRef = entrantsByRef(entrants);
  const sideOf = (ref: SideRef | null): BracketSide | null => {
    const entrant = entrantOf(ref, byRef);
    return entrant ? { id: entrant.id, name: entrant.name, randId: entrant.randId } : null;
  };
  const entry = (s: SparringRecord): BracketSparring => ({
    sparringId: s.id,
    red: sideOf(s.red),
    blue: sideOf(s.blue),
    winner: winnerId(s, byRef),
  });
  const half = (side: 'left' | 'right') => {
    const rounds: BracketSparring[][] = [];
    for (const s of sparrings.filter((x) => x.side === side)) (rounds[s.roundIndex] ??= []).push(entry(s));
    return rounds.filter(Boolean);
  };
  const final = sparrings.find((s) => s.side === 'final');
  return {
    battleId: battle.id,
    bracketSize: battle.bracketSize as BracketSize,
    levels: levelsOf(battle),
    left: half('left'),
    right: half('right'),
    final: final ? entry(final) : null,
    status: battle.status,
    canEdit,
  };
}
