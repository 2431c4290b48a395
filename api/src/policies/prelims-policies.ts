import { PRELIMS_ERRORS, type PrelimsPermissions } from '@cypher/contracts';
import type { BattleViewer } from './battle-policies.js';
import type { BattleRecord } from '../repositories/battles-repository.js';

type Status = BattleRecord['status'];

/** Judging, gone marks, groups and 'Add to bracket' happen before the bracket exists. */
export function prelimsOpen(status: Status): boolean {
  return status === 'registration' || status === 'prelims';
}

/** Where the preliminaries stand, as far as finishing them goes. */
export interface PrelimsStanding {
  kind: 'solo' | 'crews';
  status: Status;
  /** Checked-in entries not marked gone. */
  still: number;
  unscored: number;
  tieAtCut: boolean;
  hasJudgments: boolean;
}

/** Why 'Add to bracket' cannot run now (the answer's permissions.error and the 409), or null. */
export function finishBlocker(s: PrelimsStanding): string | null {
  if (s.still < 2) return PRELIMS_ERRORS.tooFew(s.kind);
  if (!s.hasJudgments) return PRELIMS_ERRORS.notScoredYet;
  if (s.unscored > 0) return PRELIMS_ERRORS.unscored(s.kind);
  if (s.tieAtCut) return PRELIMS_ERRORS.sameScore;
  return null;
}

/**
 * The prelims permissions. Judges score; event staff (organizer, admins, hosts) mark dancers gone
 * as they run the floor; 'Randomize', 'Add to bracket' and 'Undo bracket' belong to the event's
 * editors. Randomize is only possible before the first score (the numbers are what judges write
 * down), and while it is, there is nothing to bracket yet.
 */
export function prelimsPermissions(viewer: BattleViewer, s: PrelimsStanding): PrelimsPermissions {
  const open = prelimsOpen(s.status);
  const canFinishPrelims = viewer.canEditEvent && open;
  return {
    canJudge: viewer.isJudge && open,
    canSetGone: viewer.isStaff && open,
    canFinishPrelims,
    canShuffle: canFinishPrelims && !s.hasJudgments && s.still >= 2,
    canUndoBrackets: viewer.canEditEvent && (s.status === 'prelims-finished' || s.status === 'brackets'),
    error: canFinishPrelims ? finishBlocker(s) : null,
  };
}
