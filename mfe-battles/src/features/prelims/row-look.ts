import type { BattleStatus, PrelimsEntry } from '@cypher/contracts';

/** Statuses after 'Add to bracket': the preliminaries are over. */
const AFTER_PRELIMS: BattleStatus[] = ['prelims-finished', 'brackets', 'finished'];

export function prelimsFinished(status: BattleStatus): boolean {
  return AFTER_PRELIMS.includes(status);
}

/**
 * Greyed rows (spec §2): once the preliminaries are finished, the rows that did not make the
 * bracket; before that, the rows already through (promoted) or gone — nothing left to judge.
 */
export function isGreyed(entry: PrelimsEntry, status: BattleStatus): boolean {
  return prelimsFinished(status) ? !entry.isPromoted : entry.isPromoted || entry.isGone;
}

/**
 * The pass colour is a verdict, so it shows only to those who run the battle (event editors:
 * admins and the organizer), to a judge on a row they have scored, and on promoted rows.
 */
export function showsPassColour(entry: PrelimsEntry, viewer: { isEditor: boolean; hasScored: boolean }): boolean {
  return viewer.isEditor || viewer.hasScored || entry.isPromoted;
}

/** The caller's own row: their solo entry, or the crew they dance in. */
export function isOwnEntry(entry: PrelimsEntry, kind: 'solo' | 'crews', userId: number | null): boolean {
  if (userId === null) return false;
  return kind === 'solo' ? entry.id === userId : entry.members.some((member) => member.id === userId);
}

/** The average as shown: '-' before any score, else up to two decimals (7.25, 8.5, 9). */
export function formatAverage(average: number | null, none: string): string {
  if (average === null) return none;
  return String(Math.round(average * 100) / 100);
}
