import { Type, type Static } from '@sinclair/typebox';
import { entity, Id, ImageId, Nullable, shape } from './common.js';
import { BattleStatus, BracketLevel } from './battle-options.js';

/**
 * A side of a sparring in the bracket tree: a dancer or crew. `id` is the dancer's user id in a
 * 1 vs 1 battle (as prelims judgments name them) and the crew id in a crew battle, so a page can
 * tell the caller's own entry. `randId` is the battle number given at check-in.
 */
export const BracketSide = shape({ id: Id, name: Type.String(), randId: Nullable(Type.Integer({ minimum: 1 })) });
export type BracketSide = Static<typeof BracketSide>;

export const BracketSparring = shape({
  sparringId: Id,
  red: Nullable(BracketSide),
  blue: Nullable(BracketSide),
  /** Id of the winning side; 0 while undecided (open and editable). */
  winner: Type.Integer({ minimum: 0 }),
});
export type BracketSparring = Static<typeof BracketSparring>;

/** Rounds from the first level inwards; each round a list of sparrings. */
const BracketHalf = Type.Array(Type.Array(BracketSparring));

export const Brackets = entity('Brackets', {
  battleId: Id,
  bracketSize: Type.Integer({ minimum: 2, maximum: 32 }),
  levels: Type.Array(BracketLevel),
  left: BracketHalf,
  right: BracketHalf,
  final: Nullable(BracketSparring),
  status: BattleStatus,
  /** The caller can edit the event ('Edit brackets'). */
  canEdit: Type.Boolean(),
});
export type Brackets = Static<typeof Brackets>;

/** One placement of the bracket editor. */
export const SeedInput = shape({ sparringId: Id, red: Nullable(Id), blue: Nullable(Id) });
export type SeedInput = Static<typeof SeedInput>;

export const SparringColour = Type.Union([Type.Literal('red'), Type.Literal('blue')]);
export type SparringColour = Static<typeof SparringColour>;

export const SparringStatus = Type.Union([Type.Literal('open'), Type.Literal('need-tie-breaker'), Type.Literal('finished')]);
export type SparringStatus = Static<typeof SparringStatus>;

const SparringPoints = Nullable(Type.Number({ minimum: 6, maximum: 10.5, multipleOf: 0.5 }));

export const SparringSideScore = shape({
  id: Id,
  name: Type.String(),
  /** Null when the caller may not see points (spectators of a finished sparring: spec, no points). */
  totalPoints: Nullable(Type.Number({ minimum: 0 })),
  /** Audience votes for this side: null until the caller has voted (event staff always see them). */
  audiencePoints: Nullable(Type.Integer({ minimum: 0 })),
});

/**
 * One dance round. `Sparring.rounds` lists every round of the sparring (the level's rounds, then
 * `extraRounds` tie-breakers), scored or not; a judge's input names it by its index (`round`, from 0).
 */
export const SparringRound = shape({
  /** The round's sums; null, as the totals, when the caller may not see points. */
  sumRedPoints: Nullable(Type.Number({ minimum: 0 })),
  sumBluePoints: Nullable(Type.Number({ minimum: 0 })),
  /** One row per judge of the battle (`id` = the judge's user id); points null until scored. */
  scores: Type.Array(shape({ id: Id, avatar: ImageId, redPoints: SparringPoints, bluePoints: SparringPoints })),
});

export const Sparring = entity('Sparring', {
  sparringId: Id,
  battleId: Id,
  eventId: Id,
  status: SparringStatus,
  /** The bracket level's name: 'Top 8', 'Semi-final', 'Final'. */
  levelName: Type.String(),
  /** 0 while undecided. */
  winnerId: Type.Integer({ minimum: 0 }),
  red: Nullable(SparringSideScore),
  blue: Nullable(SparringSideScore),
  /**
   * A spectator (neither event staff nor a judge) of a finished sparring gets every point null and
   * every sum and total 0 (spec: they see no points).
   */
  rounds: Type.Array(SparringRound),
  extraRounds: Type.Integer({ minimum: 0 }),
  /** The caller's audience vote. */
  audienceVote: Nullable(SparringColour),
  permissions: shape({
    canSetScore: Type.Boolean(),
    canSetAudienceScore: Type.Boolean(),
    /** The caller dances in this sparring (on either side), so does not vote in it. */
    competes: Type.Boolean(),
    canAddExtra: Type.Boolean(),
    canFinish: Type.Boolean(),
    /** Admin or organizer: pick the winner of a sparring without points. */
    canSetWinner: Type.Boolean(),
    /** Can edit the event: reset a finished sparring. */
    canReset: Type.Boolean(),
  }),
});
export type Sparring = Static<typeof Sparring>;

/** A judge's points for one round; `round` is the index in `Sparring.rounds`. */
export const SparringScoreInput = shape({
  round: Type.Integer({ minimum: 0 }),
  redPoints: Type.Number({ minimum: 6, maximum: 10.5, multipleOf: 0.5 }),
  bluePoints: Type.Number({ minimum: 6, maximum: 10.5, multipleOf: 0.5 }),
});
export type SparringScoreInput = Static<typeof SparringScoreInput>;
