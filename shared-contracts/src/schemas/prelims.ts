import { Type, type Static } from '@sinclair/typebox';
import { entity, Id, ImageId, Nullable, shape } from './common.js';
import { UserChip } from './chips.js';
import { BattleStatus, PassStatus } from './battle-options.js';
import { PrelimsRounds } from './battle.js';

/**
 * One row of the preliminaries: a solo dancer (avatar set, members empty) or a crew (members set).
 * The spec's participants[]/crews[] arrive as one `entries` list with `kind` saying which.
 */
export const PrelimsEntry = shape({
  id: Id,
  /** Dancer name or crew name. */
  name: Type.String(),
  avatar: ImageId,
  members: Type.Array(UserChip),
  group: Nullable(Id),
  randId: Nullable(Type.Integer({ minimum: 1 })),
  pointsAverage: Nullable(Type.Number({ minimum: 0 })),
  passStatus: Nullable(PassStatus),
  isPromoted: Type.Boolean(),
  isGone: Type.Boolean(),
  /** Normalised: never empty — {"0": []} for solo, {"1": []} for crews. */
  prelims: PrelimsRounds,
});
export type PrelimsEntry = Static<typeof PrelimsEntry>;

export const PrelimsGroup = shape({
  id: Id,
  /** 'Group {n}'. */
  name: Type.String(),
  amountMembers: Type.Integer({ minimum: 0 }),
  members: Type.Array(shape({ id: Id, name: Type.String(), avatar: ImageId })),
});
export type PrelimsGroup = Static<typeof PrelimsGroup>;

export const PrelimsPermissions = shape({
  canJudge: Type.Boolean(),
  canSetGone: Type.Boolean(),
  canFinishPrelims: Type.Boolean(),
  canShuffle: Type.Boolean(),
  canUndoBrackets: Type.Boolean(),
  /** Shown beside the buttons when set. */
  error: Nullable(Type.String()),
});
export type PrelimsPermissions = Static<typeof PrelimsPermissions>;

export const PrelimsResult = entity('PrelimsResult', {
  battleId: Id,
  kind: Type.Union([Type.Literal('solo'), Type.Literal('crews')]),
  /** Rounds to score per entry: 1 for solo, crewSize for crews. */
  rounds: Type.Integer({ minimum: 1 }),
  status: BattleStatus,
  entries: Type.Array(PrelimsEntry),
  groups: Type.Array(PrelimsGroup),
  permissions: PrelimsPermissions,
});
export type PrelimsResult = Static<typeof PrelimsResult>;

/** One score a judge gives: solo by userId, crews by crewId. */
export const JudgmentInput = shape({
  userId: Type.Optional(Id),
  crewId: Type.Optional(Id),
  points: Type.Number({ minimum: 0, maximum: 10.5, multipleOf: 0.5 }),
  mode: Type.Union([Type.Literal('new'), Type.Literal('edit')]),
  round: Type.Integer({ minimum: 0 }),
});
export type JudgmentInput = Static<typeof JudgmentInput>;

/**
 * The body of a gone mark: `gone` sets it (what the page and the offline queue send, so a replay
 * cannot flip it the wrong way). An empty body toggles: kept for pages loaded before `gone` existed.
 */
export const GoneInput = shape({ gone: Type.Optional(Type.Boolean()) });
export type GoneInput = Static<typeof GoneInput>;
