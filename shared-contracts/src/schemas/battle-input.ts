import { Type, type Static } from '@sinclair/typebox';
import { Amount, Id, Nullable, shape, StoredCount } from './common.js';
import { BattleRole, Place } from './battle-options.js';
import { battleEditableFields } from './battle.js';
import { BATTLE_DESCRIPTION_MAX, MAX_DANCERS_PER_CALL, MAX_STORED_INTEGER, PRIZES_DESCRIPTION_MAX } from '../constants.js';

/** PUT /battles/{id}: the battle as the wizard's battle editor holds it, within its columns. */
export const BattleUpdateInput = shape({
  ...battleEditableFields,
  /** Rich text; the API sanitises it, then checks its bytes fit the column. */
  description: Type.String({ maxLength: BATTLE_DESCRIPTION_MAX }),
  prizesDesc: Type.String({ maxLength: PRIZES_DESCRIPTION_MAX }),
  limit: StoredCount,
  /** 0 = the product itself (NULL in the database). */
  orgId: Type.Integer({ minimum: 0, maximum: MAX_STORED_INTEGER }),
  /** Judges are not here: they go through POST/DELETE /battles/{id}/role. */
  prizes: Type.Array(shape({ id: Type.Optional(Id), place: Place, title: Type.String({ maxLength: 150 }), amount: Amount }), {
    maxItems: 6,
  }),
});
export type BattleUpdateInput = Static<typeof BattleUpdateInput>;

export const BattleRoleInput = shape({ userId: Id, role: BattleRole });
export type BattleRoleInput = Static<typeof BattleRoleInput>;

/** One result: a crew (or a dancer in 1 vs 1) at a place. */
export const WinnerInput = shape({ id: Id, place: Place });
export type WinnerInput = Static<typeof WinnerInput>;

/** Register or edit a crew. */
export const CrewInput = shape({
  eventId: Id,
  name: Type.String({ minLength: 1, maxLength: 100 }),
  userIds: Type.Array(Id, { maxItems: MAX_DANCERS_PER_CALL }),
});
export type CrewInput = Static<typeof CrewInput>;

/** At most as many dancers as the largest crew: one statement must be able to name them all. */
export const AdminRegisterInput = shape({ userIds: Type.Array(Id, { minItems: 1, maxItems: MAX_DANCERS_PER_CALL }) });
export type AdminRegisterInput = Static<typeof AdminRegisterInput>;

/** A dancer (1 vs 1) or a dancer of a crew. */
export const AdminUnregisterInput = shape({ userId: Id, crewId: Type.Optional(Nullable(Id)) });
export type AdminUnregisterInput = Static<typeof AdminUnregisterInput>;

export const CreateGroupsInput = shape({
  /** 0 removes the groups. */
  amount: Type.Integer({ minimum: 0, maximum: 64 }),
  type: Type.Literal('random'),
});
export type CreateGroupsInput = Static<typeof CreateGroupsInput>;

/** Which dancer or crew moves between prelims groups. */
export const MoveInput = shape({ id: Id });
export type MoveInput = Static<typeof MoveInput>;

/** A dancer the admin registration list offers, with signature state. */
export const BattleCandidate = shape({
  id: Id,
  dancerName: Type.String(),
  avatar: Nullable(Id),
  email: Nullable(Type.String()),
  registered: Type.Boolean(),
  agreementSignedAt: Nullable(Type.String({ format: 'date-time' })),
  waiverSignedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type BattleCandidate = Static<typeof BattleCandidate>;

export const SignedAt = shape({ signedAt: Type.String({ format: 'date-time' }) });
export type SignedAt = Static<typeof SignedAt>;
