import { UNLIMITED } from '@cypher/contracts';

/**
 * Rounds a judge scores per entry. Solo: one (key 0). Crews: one per member (keys 1…crewSize).
 * Unlimited crews have no size to count, so they show once as a whole: one round (key 1).
 */
export function prelimsRoundKeys(crewSize: number): number[] {
  if (crewSize === 1) return [0];
  const rounds = crewSize >= UNLIMITED ? 1 : crewSize;
  return Array.from({ length: rounds }, (_, i) => i + 1);
}

/** What the ranking needs of one entry: its key, number, gone flag and every point it got. */
export interface RankedInput {
  key: number;
  randId: number;
  isGone: boolean;
  points: number[];
}

export interface Ranking {
  /** Mean of every judgment of the entry (all judges, all rounds), null when unscored. */
  average: Map<number, number | null>;
  /** 'passed' inside the bracket, 'sameScore' tied across the cut, absent otherwise. */
  passStatus: Map<number, 'passed' | 'sameScore'>;
  /** Entries still in (not gone), best first; ties keep the assigned number's order. */
  order: number[];
  /** Entries still in without a single point. */
  unscored: number;
  /** A tie across the last bracket spot. */
  tieAtCut: boolean;
}

/** Compares two means exactly (sums of half points are exact in binary floating point). */
function compareMeans(a: { sum: number; n: number }, b: { sum: number; n: number }): number {
  if (a.n === 0 || b.n === 0) return (b.n === 0 ? 0 : 1) - (a.n === 0 ? 0 : 1);
  return b.sum * a.n - a.sum * b.n;
}

/**
 * The live ranking of the preliminaries: the best `spots` (the bracket size) pass; when the
 * entries on both sides of the cut have the same mean, every entry with that mean is sameScore
 * and the bracket waits for a judge to change points. Gone entries and unscored ones never pass.
 */
export function rankPrelims(entries: RankedInput[], spots: number): Ranking {
  const totals = new Map(entries.map((e) => [e.key, { sum: e.points.reduce((s, p) => s + p, 0), n: e.points.length }]));
  const average = new Map(
    entries.map((e) => [e.key, totals.get(e.key)!.n ? totals.get(e.key)!.sum / totals.get(e.key)!.n : null]),
  );
  const still = entries.filter((e) => !e.isGone);
  still.sort((a, b) => compareMeans(totals.get(a.key)!, totals.get(b.key)!) || a.randId - b.randId);
  const scored = still.filter((e) => totals.get(e.key)!.n > 0);
  const passStatus = new Map<number, 'passed' | 'sameScore'>();
  let tieAtCut = false;
  if (scored.length <= spots) {
    for (const e of scored) passStatus.set(e.key, 'passed');
  } else {
    const last = totals.get(scored[spots - 1].key)!;
    tieAtCut = compareMeans(last, totals.get(scored[spots].key)!) === 0;
    for (const [i, e] of scored.entries()) {
      const tied = compareMeans(last, totals.get(e.key)!) === 0;
      if (tieAtCut && tied) passStatus.set(e.key, 'sameScore');
      else if (i < spots) passStatus.set(e.key, 'passed');
    }
  }
  return { average, passStatus, order: still.map((e) => e.key), unscored: still.length - scored.length, tieAtCut };
}
