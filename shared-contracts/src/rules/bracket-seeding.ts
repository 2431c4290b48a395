/**
 * Who may be placed in a spot of the bracket ('Submit bracket', spec §5): the API refuses the
 * others, and the bracket editor offers only the entries it accepts. Pure, so both use this one
 * rule. An entry is known by whatever key its side uses (`K`: the API's stored side, the page's id).
 */

/** A decided sparring: its level (0 = first; the final's is the last) and who won and lost it. */
export interface DecidedSparring<K> {
  roundIndex: number;
  winner: K | null;
  /** Null for a bye. */
  loser: K | null;
}

/** What the decided sparrings say: who is out (lost one), and the highest level each entry won. */
export interface BracketRecord<K> {
  out: Set<K>;
  wonLevel: Map<K, number>;
}

export function bracketRecord<K>(decided: Iterable<DecidedSparring<K>>): BracketRecord<K> {
  const out = new Set<K>();
  const wonLevel = new Map<K, number>();
  for (const { roundIndex, winner, loser } of decided) {
    if (loser !== null) out.add(loser);
    if (winner !== null) wonLevel.set(winner, Math.max(wonLevel.get(winner) ?? -1, roundIndex));
  }
  return { out, wonLevel };
}

/** Why the API refuses an entry for a spot on a level (text in BRACKET_REASONS). */
export type SeedRefusal = 'eliminated' | 'alreadyWon';

/**
 * Null when an entry (promoted from the prelims) may take a spot on level `roundIndex`: it has
 * lost no sparring, and has won none on that level or a later one (its win already moved it on,
 * into the next sparring).
 */
export function seedRefusal<K>(record: BracketRecord<K>, entry: K, roundIndex: number): SeedRefusal | null {
  if (record.out.has(entry)) return 'eliminated';
  if ((record.wonLevel.get(entry) ?? -1) >= roundIndex) return 'alreadyWon';
  return null;
}
