import type { Battle } from '@cypher/contracts';
import { REGISTRATION_REASONS } from '@cypher/contracts/texts';
import { isSignedDateValid } from '@cypher/contracts/rules';
import { canEditEvent, invitationsOf, isEventStaff, joinRequestsOf } from './viewer';

// What the battle page draws for its viewer, so it fetches a part only for the viewer who sees it.
// Apart from ./viewer.ts, which the other battles pages use too.
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
 * the server asks for. A dancer invited to a crew is one: accepting needs the same signatures, and
 * the server names the invitation, not the signatures, as the reason the button is off.
 */
export function asksOwnSignatures(battle: Battle, signedIn: boolean): boolean {
  const { permissions: p, orgLegalDocs: docs } = battle;
  const mayRegister =
    p.registerButtonEnabled ||
    p.registerButtonDisableReason === REGISTRATION_REASONS.signAgreement ||
    p.registerButtonDisableReason === REGISTRATION_REASONS.signWaiver ||
    p.registerButtonDisableReason === REGISTRATION_REASONS.invited;
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
