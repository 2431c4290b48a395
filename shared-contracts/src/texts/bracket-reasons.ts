/**
 * Why the API refuses a brackets, sparring or audience-vote call (the spec leaves these to the
 * server; the page shows them in its error toast). A refused audience vote has its own: VOTE_REFUSALS.
 */
export const BRACKET_REASONS = {
  notBracketBattle: 'This battle has no bracket',
  noBracket: 'Add to bracket first: there is no bracket yet',
  notRunning: 'The bracket is not running: submit the bracket first',
  battleFinished: 'The battle is finished: reset the final to change the bracket',
  undoAfterResults: 'Some sparrings are decided: reset them before undoing the bracket',
  notInBracket: 'This sparring is not part of this bracket',
  sparringTwice: 'Each sparring can be placed once',
  sparringLocked: 'This sparring is decided and locked',
  resetBeforeSeeding: 'This sparring has scores: reset it before changing its sides',
  notEntrant: (solo: boolean) => (solo ? 'This dancer is not in the bracket' : 'This crew is not in the bracket'),
  eliminated: (solo: boolean) => (solo ? 'This dancer is out of the bracket' : 'This crew is out of the bracket'),
  alreadyWon: 'Already won a sparring of this round: place them in a later round',
  sidesMissing: 'Both sides of this sparring must be set first',
  sparringFinished: 'This sparring is finished: its scores can no longer change',
  roundTwice: 'Each round can be scored once per submission',
  roundOutOfOrder: 'A round can be scored only after the previous round has both scores',
  noSuchRound: (count: number) => `This sparring has ${count} round${count === 1 ? '' : 's'}`,
  notTied: 'A tie-breaker round is added only when every round is scored and the totals are equal',
  notComplete: 'Every judge must score every round before the sparring can finish',
  hasPoints: 'This sparring has points: finish it by points or reset it',
  notASide: 'The winner must be the red or the blue side of this sparring',
  nextDecided: 'The next sparring already has scores or a winner: reset it first',
} as const;
