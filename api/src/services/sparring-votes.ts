import { BRACKET_REASONS, type SideColour, type Sparring } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { ConflictError, ForbiddenError } from '../errors.js';
import { createSparringScoresRepository } from '../repositories/sparring-scores-repository.js';
import { requirePlayable } from './sparring-judging.js';
import type { SparringWrites } from './sparring-writes.js';

/**
 * POST /sparrings/{id}/audience/{colour}. Recorded decision (issue 11): only people checked in to
 * the event vote — the hall, not the internet — once per sparring (a second vote is refused, not
 * changed); the totals are answered only to someone who voted, and to event staff.
 */
export function createSparringVotesService(deps: { sparringWrites: SparringWrites }) {
  return {
    vote(sparringId: number, caller: Caller, colour: SideColour): Promise<Sparring> {
      return deps.sparringWrites.run(sparringId, caller, async (w, f) => {
        requirePlayable(w, f);
        if (!f.viewer.checkedIn) throw new ForbiddenError(BRACKET_REASONS.voteNeedsCheckIn);
        if (f.viewer.voted) throw new ConflictError(BRACKET_REASONS.alreadyVoted);
        await createSparringScoresRepository(w.trx).addVote(f.sparring.id, caller.profileId, colour, w.at);
      });
    },
  };
}
