import { messageForPerson, type ApiErrorBody, type Sparring, type SparringScoreInput } from '@cypher/contracts';
import { VOTE_REFUSALS } from '@cypher/contracts/texts';

/** A judge's red and blue points for one round while entering them; null until tapped. */
export interface RoundDraft {
  red: number | null;
  blue: number | null;
}

/** The judge's own points as the sparring holds them, one entry per round (extra rounds too). */
export function draftOf(sparring: Sparring, judgeId: number): RoundDraft[] {
  return sparring.rounds.map((round) => {
    const own = round.scores.find((score) => score.id === judgeId);
    return { red: own?.redPoints ?? null, blue: own?.bluePoints ?? null };
  });
}

export const roundComplete = (round: RoundDraft | undefined) => round !== undefined && round.red !== null && round.blue !== null;

/** Rounds are scored in order: a round opens once the one before has both scores. */
export const roundEditable = (draft: RoundDraft[], index: number) => index === 0 || roundComplete(draft[index - 1]);

/** Submit is possible only when every round has red and blue points. */
export const draftComplete = (draft: RoundDraft[]) => draft.length > 0 && draft.every(roundComplete);

/** The body of POST /sparrings/:id/judge: every round by its index (only called once complete). */
export function scoresBody(draft: RoundDraft[]): SparringScoreInput[] {
  return draft.map((round, index) => ({ round: index, redPoints: round.red ?? 0, bluePoints: round.blue ?? 0 }));
}

/** No judge has given a single point: the admin may pick the winner instead. */
export const withoutPoints = (sparring: Sparring) =>
  sparring.rounds.every((round) => round.scores.every((score) => score.redPoints === null && score.bluePoints === null));

/** The API hides points from spectators of a finished sparring (spec): its totals are null then. */
export const pointsHidden = (sparring: Sparring) => sparring.rounds.some((round) => round.sumRedPoints === null);

/** Round 1, 2 … for the level's rounds, then Tie-breaker 1, 2 … for the extra ones. */
export function roundKind(sparring: Sparring, index: number): { extra: boolean; n: number } {
  const regular = sparring.rounds.length - sparring.extraRounds;
  return index < regular ? { extra: false, n: index + 1 } : { extra: true, n: index - regular + 1 };
}

/** The API answers vote totals (null otherwise) to event staff and to whoever has voted. */
export const votesVisible = (sparring: Sparring) => sparring.red?.audiencePoints != null || sparring.blue?.audiencePoints != null;

/** The caller may vote now: the server allows it (checked in, not voted yet) on an unfinished sparring. */
export const mayVote = (sparring: Sparring) =>
  sparring.permissions.canSetAudienceScore && sparring.audienceVote === null && sparring.status !== 'finished';

/**
 * Why a visitor who has not voted cannot vote while the sparring is still open to votes (both
 * sides set, not finished): signed out, they must log in; a dancer of the sparring does not vote in
 * it; otherwise only attendees checked in to the event may vote. Null when they may vote, have
 * voted, or voting is over or not started.
 */
export function whyNoVote(sparring: Sparring, signedIn: boolean): 'log-in' | 'competes' | 'check-in' | null {
  const open = sparring.status !== 'finished' && sparring.red !== null && sparring.blue !== null;
  if (!open || sparring.audienceVote !== null || mayVote(sparring)) return null;
  if (!signedIn) return 'log-in';
  return sparring.permissions.competes ? 'competes' : 'check-in';
}

/**
 * What the vote card says about a refused vote: the reason its code names, or the server's
 * message for anything else (a network failure, an unexpected error). 'log-in' for a session that
 * ended, which the card shows as a Log in link.
 */
export function voteRefusalText(error: ApiErrorBody['error']): string | 'log-in' {
  if (error.code === 'unauthorized') return 'log-in';
  return error.code in VOTE_REFUSALS ? VOTE_REFUSALS[error.code as keyof typeof VOTE_REFUSALS] : messageForPerson(error);
}

/** The audience-vote card has something to say: totals, the caller's vote, the form, or why not. */
export const audienceVoteShown = (sparring: Sparring, signedIn: boolean) =>
  votesVisible(sparring) || sparring.audienceVote !== null || mayVote(sparring) || whyNoVote(sparring, signedIn) !== null;

/** The host's row has something: the tie-breaker note or button, Finish, or Reset. */
export const hostActionsShown = ({ status, permissions }: Sparring) =>
  status === 'need-tie-breaker' ||
  permissions.canAddExtra ||
  (permissions.canFinish && status !== 'finished') ||
  permissions.canReset;
