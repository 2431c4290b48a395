import { BRACKET_REASONS, type Sparring, type SparringScoreInput } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { BadRequestError, ConflictError, ForbiddenError } from '../errors.js';
import { firstOutOfOrderRound, scoringStatus } from '../policies/sparring-rules.js';
import { createSparringScoresRepository } from '../repositories/sparring-scores-repository.js';
import { createSparringsRepository } from '../repositories/sparrings-repository.js';
import type { BattleWrite } from './battle-writes.js';
import type { SparringFacts } from './sparring-facts.js';
import type { SparringWrites } from './sparring-writes.js';

/** 409 unless the sparring can still be played: the bracket runs, both sides stand, not finished. */
export function requirePlayable(w: BattleWrite, f: SparringFacts): void {
  if (w.battle.status === 'finished') throw new ConflictError(BRACKET_REASONS.battleFinished);
  if (w.battle.status !== 'brackets') throw new ConflictError(BRACKET_REASONS.notRunning);
  if (f.sparring.status === 'finished') throw new ConflictError(BRACKET_REASONS.sparringFinished);
  if (!f.sparring.red || !f.sparring.blue) throw new ConflictError(BRACKET_REASONS.sidesMissing);
}

/**
 * POST /sparrings/{id}/judge and POST /sparrings/{id}/extra. A judge's points are upserts on
 * (sparring, judge, round): an offline queue replaying the same points changes nothing, and of two
 * different writes by one judge the later to arrive wins. Two judges of one battle queue on the
 * battle's row lock, so the status (open / need-tie-breaker) is decided on both their points.
 */
export function createSparringJudgingService(deps: { sparringWrites: SparringWrites }) {
  const { sparringWrites } = deps;
  return {
    judge(sparringId: number, caller: Caller, input: SparringScoreInput[]): Promise<Sparring> {
      return sparringWrites.run(sparringId, caller, async (w, f) => {
        if (!f.viewer.isJudge) throw new ForbiddenError();
        requirePlayable(w, f);
        const seen = new Set<number>();
        input.forEach((score, index) => {
          if (seen.has(score.round)) throw new BadRequestError(BRACKET_REASONS.roundTwice, `body.${index}.round`);
          seen.add(score.round);
          if (score.round >= f.tally.roundCount)
            throw new BadRequestError(BRACKET_REASONS.noSuchRound(f.tally.roundCount), `body.${index}.round`);
        });
        const own = new Set(f.tally.scores.filter((s) => s.judgeId === caller.profileId).map((s) => s.round));
        const late = firstOutOfOrderRound(f.tally.roundCount, own, input);
        if (late !== null) throw new BadRequestError(BRACKET_REASONS.roundOutOfOrder, `body.${late}.round`);

        const scores = createSparringScoresRepository(w.trx);
        for (const s of input)
          await scores.upsert(
            f.sparring.id,
            { judgeId: caller.profileId, round: s.round, redPoints: s.redPoints, bluePoints: s.bluePoints },
            w.at,
          );
        const status = scoringStatus({ ...f.tally, scores: await scores.scores(f.sparring.id) });
        await createSparringsRepository(w.trx).setOutcome(f.sparring.id, { winner: 0, status }, w.at);
      });
    },

    /** 'Admin or host' adds a tie-breaker round when every round is scored and the totals are equal. */
    addExtraRound(sparringId: number, caller: Caller): Promise<Sparring> {
      return sparringWrites.run(sparringId, caller, async (w, f) => {
        if (!f.viewer.isStaff) throw new ForbiddenError();
        requirePlayable(w, f);
        if (scoringStatus(f.tally) !== 'need-tie-breaker') throw new ConflictError(BRACKET_REASONS.notTied);
        const sparrings = createSparringsRepository(w.trx);
        await sparrings.setExtraRounds(f.sparring.id, f.sparring.extraRounds + 1, w.at);
        await sparrings.setOutcome(f.sparring.id, { winner: 0, status: 'open' }, w.at);
      });
    },
  };
}
