import type { NewSparring } from '../repositories/prelims-repository.js';
import { bracketSeedOrder } from './prelims-ranking.js';

/**
 * The whole bracket tree 'Add to bracket' stores, as the brackets calls read it: per side
 * ('left', 'right') rounds from round_index 0 (size/4 sparrings) inwards to one sparring each,
 * then the 'final' (round_index 0, slot 0). A bracket of 2 is the final alone. The first round
 * holds the seeds (`seeded[0]` is seed 1); later rounds wait empty for winners. A missing seed
 * (fewer entries than spots) leaves its place empty, so its opponent has no one to meet.
 */
export function bracketSparrings(size: number, seeded: number[]): NewSparring[] {
  const order = bracketSeedOrder(size).map((seed) => seeded[seed - 1] ?? null);
  if (size === 2) return [{ side: 'final', roundIndex: 0, slot: 0, red: order[0], blue: order[1] }];
  const sparrings: NewSparring[] = [];
  const perSide = size / 4;
  for (const [s, side] of (['left', 'right'] as const).entries()) {
    for (let round = 0, count = perSide; count >= 1; round += 1, count /= 2) {
      for (let slot = 0; slot < count; slot += 1) {
        const first = round === 0 ? (s * perSide + slot) * 2 : -1;
        sparrings.push({
          side,
          roundIndex: round,
          slot,
          red: first >= 0 ? order[first] : null,
          blue: first >= 0 ? order[first + 1] : null,
        });
      }
    }
  }
  sparrings.push({ side: 'final', roundIndex: 0, slot: 0, red: null, blue: null });
  return sparrings;
}
