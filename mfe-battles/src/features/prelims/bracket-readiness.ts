import type { PrelimsEntry } from '@cypher/contracts';

/**
 * Where the preliminaries stand for 'Add to bracket' (spec §4): `sameScore` while a tie across
 * the last bracket spot needs new points; `ready` once every dancer or crew still in (not gone)
 * has points above zero, at least two are still in and someone passed; otherwise `pending`.
 * The spec's "every row has a passStatus" assumed a status for those who miss the cut; the API
 * answers none for them (passed, sameScore or nothing), so "decided" here means "scored".
 */
export type BracketReadiness = 'ready' | 'sameScore' | 'pending';

export function bracketReadiness(entries: PrelimsEntry[]): BracketReadiness {
  const running = entries.filter((entry) => !entry.isGone);
  if (running.some((entry) => entry.passStatus === 'sameScore')) return 'sameScore';
  const scored = running.every((entry) => (entry.pointsAverage ?? 0) > 0);
  const passed = running.some((entry) => entry.passStatus === 'passed');
  return running.length >= 2 && scored && passed ? 'ready' : 'pending';
}

/** The rows tied at the cut; the view scrolls to the first. */
export function sameScoreIds(entries: PrelimsEntry[]): number[] {
  return entries.filter((entry) => entry.passStatus === 'sameScore' && !entry.isGone).map((entry) => entry.id);
}
