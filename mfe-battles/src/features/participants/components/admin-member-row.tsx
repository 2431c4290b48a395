import type { CrewMember } from '@cypher/contracts';
import { CREW_LABELS } from '../../../shared/crew-labels';
import { CheckInBadge } from '../../../shared/check-in-badge';
import { DancerLink } from '../../../shared/dancer-avatar';
import type { DancerActions } from '../use-dancer-actions';
import { DancerActionButtons } from './dancer-action-buttons';
import { DancerSignatures } from './dancer-signatures';

/** One dancer in the admin crew modal: state, documents and the actions their state allows. */
export function AdminMemberRow({ member, actions }: { member: CrewMember; actions: DancerActions }) {
  return (
    <li className="bt-entry bt-entry--admin">
      <DancerLink id={member.id} dancerName={member.dancerName} avatar={member.avatar} />
      {member.confirmed ? (
        <CheckInBadge checkedIn={member.checkedIn} />
      ) : (
        <span className="bt-badge">{member.joinRequest ? CREW_LABELS.askedToJoin : CREW_LABELS.invited}</span>
      )}
      <DancerSignatures dancer={member} />
      <DancerActionButtons dancer={member} actions={actions} />
    </li>
  );
}
