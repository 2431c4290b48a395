import type { SideColour } from '@cypher/contracts';
import type { RoundScore } from '../repositories/sparring-scores-repository.js';

/** The points of a sparring as they stand: how many rounds, who judges, what they gave. */
export interface SparringTally {
  roundCount: number;
  judgeIds: number[];
  scores: RoundScore[];
}

/** Only the battle's current judges count, and only rounds the sparring still has. */
export function countedScores(t: SparringTally): RoundScore[] {
  const judges = new Set(t.judgeIds);
  return t.scores.filter((s) => judges.has(s.judgeId) && s.round < t.roundCount);
}

export function totals(t: SparringTally): Record<SideColour, number> {
  const counted = countedScores(t);
  return {
    red: counted.reduce((sum, s) => sum + s.redPoints, 0),
    blue: counted.reduce((sum, s) => sum + s.bluePoints, 0),
  };
}

/** Every judge (there is at least one) has points for every round. */
export function allScored(t: SparringTally): boolean {
  return t.judgeIds.length > 0 && countedScores(t).length === t.judgeIds.length * t.roundCount;
}

/** The side with more points once every round is scored; null while incomplete or tied. */
export function judgedWinner(t: SparringTally): SideColour | null {
  if (!allScored(t)) return null;
  const { red, blue } = totals(t);
  return red === blue ? null : red > blue ? 'red' : 'blue';
}

/** 'need-tie-breaker' once every round is scored and the totals are equal; 'open' otherwise. */
export function scoringStatus(t: SparringTally): 'open' | 'need-tie-breaker' {
  if (!allScored(t)) return 'open';
  const { red, blue } = totals(t);
  return red === blue ? 'need-tie-breaker' : 'open';
}

/**
 * A judge's rounds must fill in order (spec: a round can be edited only once the previous one has
 * both scores): after the write the judge's scored rounds are 0…k with no gap, and none is past the
 * sparring's last round. Answers the index in `incoming` of the first offending round, or null.
 */
export function firstOutOfOrderRound(
  roundCount: number,
  alreadyScored: ReadonlySet<number>,
  incoming: readonly { round: number }[],
): number | null {
  const scored = new Set(alreadyScored);
  for (const round of incoming.map((s) => s.round)) scored.add(round);
  for (const [index, { round }] of incoming.entries()) {
    if (round >= roundCount) return index;
    for (let earlier = 0; earlier < round; earlier++) if (!scored.has(earlier)) return index;
  }
  return null;
}

/** What the caller is to a sparring, beyond the battle viewer. */
export interface SparringViewer {
  signedIn: boolean;
  /** The event's editors (admins, organizer): reset, pick a winner. */
  canEditEvent: boolean;
  /** Organizer, admin, host: tie-breaker rounds and finish ('Admin or host'). */
  isStaff: boolean;
  isJudge: boolean;
  /** Checked in to the event (the audience vote's rule). */
  checkedIn: boolean;
  voted: boolean;
  /** Dances in this sparring, on either side: the audience is everyone else. */
  competes: boolean;
}

export interface SparringSituation {
  /** The battle is in its brackets status (the bracket was submitted). */
  live: boolean;
  bothSides: boolean;
  /** At least one side is set (a bye can be decided by picking the winner). */
  anySide: boolean;
  finished: boolean;
  hasScores: boolean;
  extraRounds: number;
  status: 'open' | 'need-tie-breaker' | 'finished';
  winnerByPoints: SideColour | null;
}

/** The Sparring answer's permissions. */
export function sparringPermissions(v: SparringViewer, s: SparringSituation) {
  const playable = s.live && s.bothSides && !s.finished;
  return {
    canSetScore: playable && v.isJudge,
    canSetAudienceScore: playable && v.signedIn && v.checkedIn && !v.voted && !v.competes,
    competes: v.competes,
    canAddExtra: playable && v.isStaff && s.status === 'need-tie-breaker',
    canFinish: playable && v.isStaff && s.winnerByPoints !== null,
    canSetWinner: s.live && s.anySide && !s.finished && v.canEditEvent && !s.hasScores,
    canReset: v.canEditEvent && (s.finished || s.hasScores || s.extraRounds > 0),
  };
}

/** Spec: spectators see a finished sparring without points unless they are admins; judges see theirs. */
export function seesPoints(v: SparringViewer, finished: boolean): boolean {
  return !finished || v.isStaff || v.isJudge;
}

/** Audience totals are shown to someone who voted, and to event staff. */
export function seesVotes(v: SparringViewer): boolean {
  return v.voted || v.isStaff;
}
