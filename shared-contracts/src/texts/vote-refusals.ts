import type { VoteRefusalCode } from '../http/api-error.js';

/**
 * Why an audience vote was refused, by the error code the API answers (the spec has no texts for
 * these): the vote card shows the one that applies instead of a generic failure.
 */
export const VOTE_REFUSALS = {
  unauthorized: 'Log in to vote',
  vote_needs_check_in: 'Only people checked in to the event can vote',
  vote_own_sparring: 'The dancers of a sparring do not vote in it',
  already_voted: 'You already voted in this sparring',
  voting_closed: 'Voting is closed: this sparring is finished',
  voting_not_open: 'Voting opens once both sides of this sparring are set and the bracket is running',
} as const satisfies Record<VoteRefusalCode | 'unauthorized', string>;
