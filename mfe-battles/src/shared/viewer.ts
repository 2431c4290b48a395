import type { Battle, Crew, CrewMember } from '@cypher/contracts';
import { REGISTRATION_REASONS } from '@cypher/contracts/texts';
import { isSignedDateValid } from '@cypher/contracts/rules';

/** Event staff (organizer, admins, hosts) count as admin: check-in, the admin crew modal, hidden lists. */
export function isEventStaff(battle: Battle): boolean {
  return battle.event.isStaff;
}

/** Only the event's editors register others and edit winners (spec §6). */
export function canEditEvent(battle: Battle): boolean {
  return battle.event.canEdit;
}

/** Hidden participant lists stay visible to event staff; everyone else sees a blurred placeholder. */
export function entriesHidden(battle: Battle): boolean {
  return battle.hideParticipants && !isEventStaff(battle);
}

/** The crew the dancer is a confirmed member of, if any. */
export function ownCrew(battle: Battle, userId: number | null): Crew | null {
  if (userId === null) return null;
  return battle.crews.find((crew) => crew.participants.some((member) => member.id === userId && member.confirmed)) ?? null;
}

/** Crews that invited the dancer (a member, not confirmed, not by their own request): accept or decline. */
export function invitationsOf(battle: Battle, userId: number | null): Crew[] {
  if (userId === null) return [];
  return battle.crews.filter((crew) =>
    crew.participants.some((member) => member.id === userId && !member.confirmed && !member.joinRequest),
  );
}

/** Crews the dancer asked to join ('Join existing crew') that have not answered yet. */
export function joinRequestsOf(battle: Battle, userId: number | null): Crew[] {
  if (userId === null) return [];
  return battle.crews.filter((crew) => crew.participants.some((member) => member.id === userId && member.joinRequest));
}

/** Dancers waiting for the crew (its confirmed members or staff) to answer their request to join. */
export function pendingJoinRequests(crew: Crew): CrewMember[] {
  return crew.participants.filter((member) => member.joinRequest);
}

/** Crews whose name contains the keyword, case-insensitive (the crews list's search). */
export function crewsNamed(crews: Crew[], keyword: string): Crew[] {
  const wanted = keyword.trim().toLocaleLowerCase();
  return wanted ? crews.filter((crew) => crew.name.toLocaleLowerCase().includes(wanted)) : crews;
}

/**
 * Who the crew picker leaves out besides the caller and the crew's own dancers, as the server
 * answers it: event organizer and admins, judges, dancers confirmed in any crew of the battle.
 */
export function pickerExclusions(battle: Battle): number[] {
  return battle.event.excludedUserIds;
}

/** Whether the caller still has to sign a document the battle's organization requires. */
export function ownSignaturesMissing(battle: Battle): boolean {
  const { permissions: p, orgLegalDocs: docs } = battle;
  return (
    (p.showAgreement && docs.agreement !== null && !isSignedDateValid(docs.agreementSignedAt)) ||
    (p.showWaiver && docs.waiver !== null && !isSignedDateValid(docs.waiverSignedAt))
  );
}

/**
 * Whether the register card offers the caller their own agreement and waiver: a signed-in dancer
 * who may register (not staff or judges the server refuses for another reason), for the documents
 * the server asks for.
 */
export function asksOwnSignatures(battle: Battle, signedIn: boolean): boolean {
  const { permissions: p, orgLegalDocs: docs } = battle;
  const mayRegister =
    p.registerButtonEnabled ||
    p.registerButtonDisableReason === REGISTRATION_REASONS.signAgreement ||
    p.registerButtonDisableReason === REGISTRATION_REASONS.signWaiver;
  const documents = (p.showAgreement && docs.agreement !== null) || (p.showWaiver && docs.waiver !== null);
  return signedIn && p.registerButtonVisible && !p.registered && mayRegister && documents;
}

/** Whether the caller has a crew part to see: the register card's crew buttons or crew, invitations, requests to join. */
export function seesOwnCrewParts(battle: Battle, userId: number | null): boolean {
  if (userId === null || battle.crewSize === 1) return false;
  const { permissions: p } = battle;
  return (
    p.registerButtonVisible ||
    p.registered ||
    invitationsOf(battle, userId).length > 0 ||
    joinRequestsOf(battle, userId).length > 0
  );
}

/** The participants' CSV and registering others (editors), shown above either list. */
export function seesStaffTools(battle: Battle): boolean {
  return canEditEvent(battle) || battle.canDownload;
}

/** Whether the caller gets any staff tool of the battle page's first screen (above, or on each 1 vs 1 row). */
export function seesStaffParts(battle: Battle): boolean {
  return seesStaffTools(battle) || (battle.crewSize === 1 && isEventStaff(battle));
}

/** The results: shown once there are winners, and to event editors (who enter them) before. */
export function seesWinners(battle: Battle): boolean {
  return battle.winners.length > 0 || canEditEvent(battle);
}
