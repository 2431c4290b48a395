import { BRACKET_SIZES } from '../constants.js';

/**
 * The arithmetic of a single-elimination bracket, shared by the API (which stores one `sparrings`
 * row per slot of the tree) and the brackets page (which draws the same tree).
 *
 * A bracket of `size` entrants has log2(size) levels. Every level but the last is split into a
 * left and a right half; the last level is the final. Rows: `side` is 'left', 'right' or 'final',
 * `roundIndex` the level (0 = first level; the final's is the last level), `slot` the position
 * within that half's level, from the top. Size 2 has only the final.
 */
export type BracketHalfName = 'left' | 'right' | 'final';

export interface BracketSlot {
  side: BracketHalfName;
  roundIndex: number;
  slot: number;
}

export type SideColour = 'red' | 'blue';

function requireSize(size: number): void {
  if (!(BRACKET_SIZES as readonly number[]).includes(size)) throw new Error(`Unsupported bracket size ${size}`);
}

/** Number of levels: 32 → 5 (Top 32 … Final), 2 → 1 (only the Final). */
export function bracketLevelCount(size: number): number {
  requireSize(size);
  return Math.log2(size);
}

/** Sparrings in one half at level `roundIndex` (not the final): size / 2^(roundIndex + 2). */
export function halfRoundSize(size: number, roundIndex: number): number {
  return Math.max(0, size / 2 ** (roundIndex + 2));
}

/** Every slot of the tree: the left half level by level, then the right half, then the final. */
export function bracketSlots(size: number): BracketSlot[] {
  const levels = bracketLevelCount(size);
  const slots: BracketSlot[] = [];
  for (const side of ['left', 'right'] as const) {
    for (let roundIndex = 0; roundIndex < levels - 1; roundIndex++) {
      for (let slot = 0; slot < halfRoundSize(size, roundIndex); slot++) slots.push({ side, roundIndex, slot });
    }
  }
  slots.push({ side: 'final', roundIndex: levels - 1, slot: 0 });
  return slots;
}

/** The first level's slots (where 'Add to bracket' places the promoted entries): the final for size 2. */
export function firstRoundSlots(size: number): BracketSlot[] {
  return bracketSlots(size).filter((s) => s.roundIndex === 0);
}

/**
 * Where the winner of a sparring goes: the next level of the same half (slot / 2, red from an
 * even slot, blue from an odd one); from the last level of a half into the final (left → red,
 * right → blue). Null for the final.
 */
export function nextSlot(size: number, from: BracketSlot): { slot: BracketSlot; colour: SideColour } | null {
  const levels = bracketLevelCount(size);
  if (from.side === 'final') return null;
  if (from.roundIndex >= levels - 2) {
    return { slot: { side: 'final', roundIndex: levels - 1, slot: 0 }, colour: from.side === 'left' ? 'red' : 'blue' };
  }
  return {
    slot: { side: from.side, roundIndex: from.roundIndex + 1, slot: Math.floor(from.slot / 2) },
    colour: from.slot % 2 === 0 ? 'red' : 'blue',
  };
}

/**
 * The place of whoever loses a sparring at level `roundIndex`: the number of entrants of that
 * level (Top 8 lost → 8, Semi-final lost → 4, Final lost → 2). The final's winner is 1st.
 */
export function loserPlace(size: number, roundIndex: number): number {
  requireSize(size);
  return size / 2 ** roundIndex;
}

/**
 * Seeding: the first-level position of each seed (rank 1 = best in prelims), so that the two best
 * meet only in the final, 1 and 2 in opposite halves, and every first sparring pairs seed k with
 * seed size + 1 − k. Answers, per first-level slot in `firstRoundSlots` order, the red and blue
 * seed numbers. 8 → left [1 v 8, 4 v 5], right [2 v 7, 3 v 6].
 */
export function seedPairs(size: number): { slot: BracketSlot; red: number; blue: number }[] {
  requireSize(size);
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((seed) => [seed, n + 1 - seed]);
  }
  // order lists seeds top to bottom; consecutive pairs are sparrings. The top half is left.
  return firstRoundSlots(size).map((slot, index) => ({ slot, red: order[index * 2]!, blue: order[index * 2 + 1]! }));
}

/** Key of a slot, for maps: 'left:0:1'. */
export function slotKey(s: BracketSlot): string {
  return `${s.side}:${s.roundIndex}:${s.slot}`;
}

/** Judged rounds of a sparring at level `roundIndex`: that level's `rounds` (1 when unset) plus tie-breakers. */
export function sparringRoundCount(levels: readonly { rounds: number }[], roundIndex: number, extraRounds: number): number {
  return (levels[roundIndex]?.rounds ?? 1) + extraRounds;
}
