import type { Knex } from 'knex';
import type { AnnounceBattleChange } from '../live/index.js';
import type { Repositories } from '../repositories/index.js';
import type { BattleViewerOf } from './battle-viewer.js';
import type { BattleWrites } from './battle-writes.js';
import { createBracketsService } from './brackets-service.js';
import { createSparringJudgingService } from './sparring-judging.js';
import { createSparringOutcomeService } from './sparring-outcome.js';
import { createSparringVotesService } from './sparring-votes.js';
import { createSparringWrites } from './sparring-writes.js';

/** Judging day after prelims: the bracket, its sparrings, judges' points and the audience's votes. */
export function createBracketServices(
  repos: Repositories,
  deps: { db: Knex; writes: BattleWrites; viewerOf: BattleViewerOf; announceBattleChange: AnnounceBattleChange },
) {
  const sparringWrites = createSparringWrites(deps);
  return {
    brackets: createBracketsService(repos, deps),
    sparrings: { get: sparringWrites.read },
    sparringJudging: createSparringJudgingService({ sparringWrites }),
    sparringOutcome: createSparringOutcomeService({ sparringWrites }),
    sparringVotes: createSparringVotesService({ sparringWrites }),
  };
}
