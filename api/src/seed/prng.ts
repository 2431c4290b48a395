import { shuffled } from '../services/shuffle.js';

/** mulberry32: a small seeded generator so the demo data set is the same on every machine. */
export function createPrng(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (probability: number) => next() < probability,
    /** A shuffled copy (Fisher–Yates). */
    shuffle: <T>(items: readonly T[]): T[] => shuffled(items, next),
  };
}

export type Prng = ReturnType<typeof createPrng>;
