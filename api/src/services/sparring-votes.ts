import { VOTE_REFUSALS, type SideColour, type Sparring, type VoteRefusalCode } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { ApiError } from '../errors.js';
import { createSparringScoresRepository } from '../repositories/sparring-scores-repository.js';
import type { SparringFacts } from './sparring-facts.js';
import type { BattleWrite } from './battle-writes.js';
import type { SparringWrites } from './sparring-writes.js';

/** A refused vote names its reason in the error code, so the vote card can tell the voter which. */
const refuse = (status: 403 | 409, code: VoteRefusalCode) => new ApiError(status, code, VOTE_REFUSALS[code]);

/** The first reason this caller cannot vote in this sparring now, or null when they can. */
function refusalOf(w: BattleWrite, f: SparringFacts): ApiError | null {
  if (w.battle.status === 'finished' || f.sparring.status === 'finished') return refuse(409, 'voting_closed');
  if (w.battle.status !== 'brackets' || !f.sparring.red || !f.sparring.blue) return refuse(409, 'voting_not_open');
  if (f.viewer.competes) return refuse(403, 'vote_own_sparring');
  if (!f.viewer.checkedIn) return refuse(403, 'vote_needs_check_in');
  if (f.viewer.voted) return refuse(409, 'already_voted');
  return null;
}

/**
 * POST /sparrings/{id}/audience/{colour}. Recorded decision (issue 11): only people checked in to
 * the event vote — the hall, not the internet — once per sparring (a second vote is refused, not
 * changed), and never the sparring's own dancers (spec: the audience votes); the totals are answered only to someone who voted, and to event staff.
 */
export function createSparringVotesService(deps: { sparringWrites: SparringWrites }) {
  return {
    vote(sparringId: number, caller: Caller, colour: SideColour): Promise<Sparring> {
      return deps.sparringWrites.run(sparringId, caller, async (w, f) => {
        const refusal = refusalOf(w, f);
        if (refusal) throw refusal;
        await createSparringScoresRepository(w.trx).addVote(f.sparring.id, caller.profileId, colour, w.at);
      });
    },
  };
}
