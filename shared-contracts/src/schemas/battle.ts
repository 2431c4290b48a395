import { Type, type Static } from '@sinclair/typebox';
import { Cents, Count, entity, Id, ImageId, inline, IsoDateTime, Nullable, shape } from './common.js';
import { OrgChip, UserChip } from './chips.js';
import { EventPeriod } from './event.js';
import { LegalDocument } from './organization.js';
import {
  BattleStatus,
  BattleStyle,
  BracketLevel,
  BracketSize,
  CrewSize,
  ParticipationCapType,
  PassStatus,
  Place,
} from './battle-options.js';

/** One judge's score of a prelims round. */
export const Judgment = shape({
  id: Id,
  dancerName: Type.String(),
  avatar: ImageId,
  points: Type.Number({ minimum: 0, maximum: 10.5 }),
});
export type Judgment = Static<typeof Judgment>;

/** prelims.rounds: round number → judgments (solo uses "0", crews "1"…). */
export const PrelimsRounds = shape({
  rounds: Type.Record(Type.String({ pattern: '^\\d+$' }), Type.Array(Judgment)),
});
export type PrelimsRounds = Static<typeof PrelimsRounds>;

/** Signature state of a dancer in a battle with an agreement or waiver. A date counts only after 2000. */
const signatureFields = {
  agreementSigned: Type.Boolean(),
  agreementSignedAt: Nullable(IsoDateTime),
  waiverSigned: Type.Boolean(),
  waiverSignedAt: Nullable(IsoDateTime),
};

/** A dancer in a battle (1 vs 1 entry, crew member, check-in list row). */
export const BattleParticipant = entity('BattleParticipant', {
  id: Id,
  dancerName: Type.String(),
  avatar: ImageId,
  /** Assigned number, set once checked in. */
  randId: Nullable(Type.Integer({ minimum: 1 })),
  place: Nullable(Type.Integer({ minimum: 1 })),
  /** Prelims group id. */
  group: Nullable(Id),
  confirmed: Type.Boolean(),
  confirmedAt: Nullable(IsoDateTime),
  checkedIn: Type.Boolean(),
  checkedInAt: Nullable(IsoDateTime),
  ...signatureFields,
  showAgreement: Type.Boolean(),
  showWaiver: Type.Boolean(),
  /** Only in lists for event staff. */
  email: Type.Optional(Nullable(Type.String())),
  inWaitlist: Type.Boolean(),
});
export type BattleParticipant = Static<typeof BattleParticipant>;

export const CrewMember = shape({
  id: Id,
  dancerName: Type.String(),
  avatar: ImageId,
  checkedIn: Type.Boolean(),
  checkedInAt: Nullable(IsoDateTime),
  confirmed: Type.Boolean(),
  confirmedAt: Nullable(IsoDateTime),
  /**
   * Not confirmed because the dancer asked to join ('Join existing crew'): the crew's confirmed
   * members or event staff accept or decline it. An unconfirmed member without it was invited
   * and answers the invitation themselves.
   */
  joinRequest: Type.Boolean(),
  ...signatureFields,
});
export type CrewMember = Static<typeof CrewMember>;

export const Crew = entity('Crew', {
  id: Id,
  name: Type.String(),
  order: Type.Integer({ minimum: 0 }),
  randId: Nullable(Type.Integer({ minimum: 1 })),
  participants: Type.Array(CrewMember),
  group: Nullable(Id),
  place: Nullable(Type.Integer({ minimum: 1 })),
  inWaitlist: Type.Boolean(),
  isPromoted: Type.Boolean(),
  isGone: Type.Boolean(),
  passStatus: Nullable(PassStatus),
  pointsAverage: Nullable(Type.Number({ minimum: 0 })),
  prelims: Type.Optional(PrelimsRounds),
});
export type Crew = Static<typeof Crew>;

/** A prize at a place (1, 2, 4 … 32: 1st, 2nd, Top 4 … Top 32). */
export const Prize = shape({ id: Id, place: Place, title: Type.String(), amount: Cents });
export type Prize = Static<typeof Prize>;

/** A result: the crew or dancer (id, name) at a place, with the dancers. */
export const BattleWinner = shape({
  place: Type.Integer({ minimum: 1 }),
  id: Id,
  name: Type.String(),
  participants: Type.Array(UserChip),
});
export type BattleWinner = Static<typeof BattleWinner>;

export const OrgLegalDocs = shape({
  agreement: Nullable(LegalDocument),
  waiver: Nullable(LegalDocument),
  agreementSignedAt: Nullable(IsoDateTime),
  waiverSignedAt: Nullable(IsoDateTime),
});
export type OrgLegalDocs = Static<typeof OrgLegalDocs>;

export const BattlePermissions = shape({
  /** The caller has an entry in the battle (registered or on the waitlist, confirmed or invited). */
  registered: Type.Boolean(),
  /** The caller's entry (or crew) waits beyond the cap. */
  waitlisted: Type.Boolean(),
  /** True if any of the other permission booleans is true. */
  registerButtonVisible: Type.Boolean(),
  registerButtonEnabled: Type.Boolean(),
  /**
   * A `REGISTRATION_REASONS` text. Set with a disabled button (why not), and with an enabled one
   * when pressing it lands on the waitlist (`REGISTRATION_REASONS.capReached`).
   */
  registerButtonDisableReason: Nullable(Type.String()),
  showAgreement: Type.Boolean(),
  showWaiver: Type.Boolean(),
});
export type BattlePermissions = Static<typeof BattlePermissions>;

/**
 * The event a battle belongs to, so the battle page can show and link it, with what the caller is
 * to it: `canEdit` is the event's `permissions.canEdit` (registers others, edits winners),
 * `isStaff` any staff role or editor (counts as admin: check-in counts, admin crew modal).
 */
export const BattleEventSummary = shape({
  id: Id,
  title: Type.String(),
  period: Nullable(EventPeriod),
  canEdit: Type.Boolean(),
  isStaff: Type.Boolean(),
  /**
   * Who the crew picker leaves out (GET /users `ex`, with the caller added by the page): the
   * event's organizer and admins, the battle's judges and every dancer confirmed in a crew of the
   * battle (also when the lists are hidden). The API refuses them in a crew anyway.
   */
  excludedUserIds: Type.Array(Id),
});

/** Fields the event wizard edits; shared by the Battle answer and the update body. */
export const battleEditableFields = {
  title: Type.String({ maxLength: 150 }),
  crewSize: CrewSize,
  description: Type.String(),
  organizationCompetitorsOnly: Type.Boolean(),
  hideParticipants: Type.Boolean(),
  participationCapType: ParticipationCapType,
  limit: Count,
  style: BattleStyle,
  bracketSize: Nullable(BracketSize),
  bracketLevels: Type.Array(BracketLevel),
  prizesDesc: Type.String(),
  startDate: Nullable(IsoDateTime),
};

export const Battle = entity('Battle', {
  id: Id,
  eventId: Id,
  event: BattleEventSummary,
  /** 0 = the product itself. */
  orgId: Type.Integer({ minimum: 0 }),
  ...battleEditableFields,
  judges: Type.Array(UserChip),
  prizes: Type.Array(Prize),
  orgChip: OrgChip,
  /** 1 vs 1 entries (empty for crew battles). */
  participants: Type.Array(inline(BattleParticipant)),
  waitList: Type.Array(inline(BattleParticipant)),
  crews: Type.Array(inline(Crew)),
  winners: Type.Array(BattleWinner),
  status: BattleStatus,
  canEdit: Type.Boolean(),
  canDownload: Type.Boolean(),
  canUnregister: Type.Boolean(),
  hasAgreement: Type.Boolean(),
  hasWaiver: Type.Boolean(),
  orgLegalDocs: OrgLegalDocs,
  permissions: BattlePermissions,
  /** Registered entries (crews or dancers) and those checked in (with randId). */
  registeredCount: Count,
  checkedInCount: Count,
});
export type Battle = Static<typeof Battle>;
