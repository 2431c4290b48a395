import { bracketSlots, seedPairs, slotKey } from '@cypher/contracts';
import type { NewSparring } from '../repositories/prelims-repository.js';

/**
 * The whole bracket tree 'Add to bracket' stores, slot by slot as the contracts' bracket rules lay
 * it out (the brackets calls and page read the same rules). The first level holds the seeds
 * (`seeded[0]` is seed 1, paired 1 v N so the two best meet only in the final); later levels wait
 * empty for winners. A missing seed (fewer entries than spots) leaves its place empty.
 */
export function bracketSparrings(size: number, seeded: number[]): NewSparring[] {
  const firsts = new Map(seedPairs(size).map((p) => [slotKey(p.slot), p]));
  return bracketSlots(size).map((slot) => {
    const pair = firsts.get(slotKey(slot));
    return {
      ...slot,
      red: pair ? (seeded[pair.red - 1] ?? null) : null,
      blue: pair ? (seeded[pair.blue - 1] ?? null) : null,
    };
  });
}
