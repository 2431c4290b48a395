import { REGISTRATION_REASONS, type EventPeriod } from '@cypher/contracts';

/** What the calling profile is to one battle and its event. Signed out: every flag false. */
export interface BattleViewer {
  profileId: number | null;
  /** The event's permissions.canEdit: registers others, edits winners. */
  canEditEvent: boolean;
  /** Organizer, admin or host staff of the event (or an editor): counts as admin (check-in, crew modal). */
  isStaff: boolean;
  /** Organizer or admin staff of the event: they run it and cannot compete. */
  runsEvent: boolean;
  isJudge: boolean;
  /** Member of the battle's organization (org_members); false when the battle has none. */
  isOrgMember: boolean;
}

export const SIGNED_OUT_VIEWER: BattleViewer = {
  profileId: null,
  canEditEvent: false,
  isStaff: false,
  runsEvent: false,
  isJudge: false,
  isOrgMember: false,
};

/**
 * The battle's canEdit, one rule for every call that reads it: the battle answer's `canEdit`
 * ('Create groups', removing the last group) and the prelims groups writes ('Create groups', 'Edit
 * groups' moves). Spec §6: only event.permissions.canEdit (organizer, admins) edits the battle;
 * hosts count as admin for the door work (check-in, unregister, crew modal), not for this.
 */
export function canEditBattle(viewer: BattleViewer): boolean {
  return viewer.canEditEvent;
}

/** The battle facts the competitor rules read. */
export interface BattleRules {
  status: string;
  organizationCompetitorsOnly: boolean;
  hasOrg: boolean;
}

/**
 * Why a dancer may not compete in this battle (judges, the people who run the event, and
 * non-members where the battle is for the organization's members), or null when they may.
 */
export function competitorBlocker(battle: BattleRules, who: Pick<BattleViewer, 'isJudge' | 'runsEvent' | 'isOrgMember'>) {
  if (who.isJudge) return 'judge' as const;
  if (who.runsEvent) return 'staff' as const;
  if (battle.organizationCompetitorsOnly && battle.hasOrg && !who.isOrgMember) return 'notOrgMember' as const;
  return null;
}

/** What decides whether the battle's line-up may change: its status, the event's period, its results. */
export interface LineUp {
  status: string;
  period: EventPeriod | null;
  /** Results are recorded (the winners editor, or the bracket's final). */
  hasResults: boolean;
}

/**
 * Registration takes entries while the battle is in its registration status, the event is not
 * over and no results are recorded (a classic battle stays in registration, so its results close
 * it). The same closes a dancer's own way out: leaving, or editing their crew.
 */
export function registrationClosedReason(lineUp: LineUp): string | null {
  if (lineUp.period === 'past') return REGISTRATION_REASONS.eventPast;
  if (lineUp.status !== 'registration' || lineUp.hasResults) return REGISTRATION_REASONS.closed;
  return null;
}

export interface RegisterButtonInput {
  battle: BattleRules;
  period: EventPeriod | null;
  hasResults: boolean;
  viewer: BattleViewer;
  /** The caller's entry: none, invited to a crew (unconfirmed), registered, or on the waitlist. */
  own: 'none' | 'invited' | 'registered' | 'waitlisted';
  /** A registration cap is set and reached: the next entry waits. */
  full: boolean;
  /** Documents of the battle's organization the caller has not signed (current version). */
  unsigned: { agreement: boolean; waiver: boolean };
}

export interface RegisterButton {
  visible: boolean;
  enabled: boolean;
  reason: string | null;
}

/**
 * The register card (`registerButtonVisible/Enabled/DisableReason`). Visible while registration
 * is open, and to a caller with an entry (so the card can say why). A guest sees it enabled: the
 * page sends them to Login. An enabled button may carry `capReached`: the entry will wait.
 */
export function registerButton(input: RegisterButtonInput): RegisterButton {
  const closed = registrationClosedReason({ status: input.battle.status, period: input.period, hasResults: input.hasResults });
  const visible = closed === null || input.own !== 'none';
  const off = (reason: string): RegisterButton => ({ visible, enabled: false, reason });
  if (closed) return off(closed);
  if (input.viewer.profileId === null) return { visible, enabled: true, reason: null };
  if (input.own === 'registered') return off(REGISTRATION_REASONS.alreadyRegistered);
  if (input.own === 'waitlisted') return off(REGISTRATION_REASONS.waitlisted);
  if (input.own === 'invited') return off(REGISTRATION_REASONS.invited);
  const blocker = competitorBlocker(input.battle, input.viewer);
  if (blocker) return off(REGISTRATION_REASONS[blocker]);
  if (input.unsigned.agreement) return off(REGISTRATION_REASONS.signAgreement);
  if (input.unsigned.waiver) return off(REGISTRATION_REASONS.signWaiver);
  return { visible, enabled: true, reason: input.full ? REGISTRATION_REASONS.capReached : null };
}

/**
 * A registration cap holds only with a limit above 0 (the editor resets an unselected cap to
 * none and 0). A check-in cap never waitlists at registration: it limits check-ins.
 */
export function registrationCap(battle: { participationCapType: string; limit: number }): number | null {
  return battle.participationCapType === 'registration' && battle.limit > 0 ? battle.limit : null;
}
