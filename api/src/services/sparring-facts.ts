import type { Knex } from 'knex';
import { bracketLevelNames, sparringRoundCount, type BracketSizeValue, type SideColour } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { NotFoundError } from '../errors.js';
import type { BattleViewer } from '../policies/battle-policies.js';
import type { SparringTally, SparringViewer } from '../policies/sparring-rules.js';
import type { BattleRecord } from '../repositories/battles-repository.js';
import { createBracketEntrantsRepository, type BracketEntrant } from '../repositories/bracket-entrants-repository.js';
import type { EventRecord } from '../repositories/events-repository.js';
import { createRepositories } from '../repositories/index.js';
import { createSparringScoresRepository } from '../repositories/sparring-scores-repository.js';
import { createSparringsRepository, type SparringRecord } from '../repositories/sparrings-repository.js';
import type { UserChipRecord } from '../repositories/user-chip.js';
import { entrantOf, entrantsByRef, levelsOf, slotOf } from './bracket-view.js';
import type { BattleViewerOf } from './battle-viewer.js';

/** Everything the Sparring answer and the sparring writes decide from, read through one Knex. */
export interface SparringFacts {
  sparring: SparringRecord;
  battle: BattleRecord;
  event: EventRecord;
  levelName: string;
  entrants: Map<string, BracketEntrant>;
  judges: UserChipRecord[];
  tally: SparringTally;
  votes: { red: number; blue: number };
  ownVote: SideColour | null;
  viewer: SparringViewer & { profileId: number | null };
}

/** The battle a sparring belongs to (unlocked read), so a write can lock the battle first. */
export async function battleIdOfSparring(db: Knex, sparringId: number): Promise<number> {
  const sparring = await createSparringsRepository(db).find(sparringId);
  if (!sparring) throw new NotFoundError('Sparring', sparringId);
  return sparring.battleId;
}

/**
 * Loads a sparring with its battle, event, judges, scores and votes, and what the caller is to
 * it. Inside a write, `q` is the transaction (which already holds the battle's lock), `locked`
 * the battle and event it read, and the sparring row is locked too.
 */
export async function loadSparringFacts(
  q: Knex,
  sparringId: number,
  caller: Caller | null,
  deps: { viewerOf: BattleViewerOf; locked?: { battle: BattleRecord; event: EventRecord; viewer: BattleViewer } },
): Promise<SparringFacts> {
  const sparrings = createSparringsRepository(q);
  const sparring = deps.locked ? await sparrings.lock(sparringId) : await sparrings.find(sparringId);
  if (!sparring) throw new NotFoundError('Sparring', sparringId);
  const repos = createRepositories(q);
  const battle = deps.locked?.battle ?? (await repos.battles.findById(sparring.battleId));
  const event = deps.locked?.event ?? (battle && (await repos.events.findById(battle.eventId)));
  // A sparring of an unpublished or deleted event is as invisible as its battle.
  if (!battle || !event || event.status !== 'published' || battle.id !== sparring.battleId)
    throw new NotFoundError('Sparring', sparringId);

  const scoresRepo = createSparringScoresRepository(q);
  const entrantsRepo = createBracketEntrantsRepository(q);
  const [viewer, entrants, judges, scores, votes] = await Promise.all([
    deps.locked?.viewer ?? deps.viewerOf(battle, event, caller, q),
    entrantsRepo.ofBattle(battle),
    repos.battles.judges(battle.id),
    scoresRepo.scores(sparring.id),
    scoresRepo.voteCounts(sparring.id),
  ]);
  const [checkedIn, ownVote] = caller
    ? await Promise.all([entrantsRepo.checkedIn(event.id, caller.profileId), scoresRepo.voteOf(sparring.id, caller.profileId)])
    : [false, null];
  const byRef = entrantsByRef(entrants);
  const levels = levelsOf(battle);
  const names = bracketLevelNames(battle.bracketSize as BracketSizeValue);
  const level = slotOf(sparring, battle.bracketSize).roundIndex;
  return {
    sparring,
    battle,
    event,
    levelName: names[level] ?? '',
    entrants: byRef,
    judges,
    tally: {
      roundCount: sparringRoundCount(levels, level, sparring.extraRounds),
      judgeIds: judges.map((j) => j.id),
      scores,
    },
    votes,
    viewer: {
      profileId: viewer.profileId,
      signedIn: caller !== null,
      canEditEvent: viewer.canEditEvent,
      isStaff: viewer.isStaff,
      isJudge: viewer.isJudge,
      checkedIn,
      voted: ownVote !== null,
      competes:
        caller !== null &&
        [sparring.red, sparring.blue].some((side) => entrantOf(side, byRef)?.dancers.includes(caller.profileId)),
    },
    ownVote,
  };
}
