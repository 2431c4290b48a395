import type { CrewMember } from '@cypher/contracts';
import { LABELS } from '../../../labels';
import { CheckInBadge } from '../../battle/components/check-in-badge';
import { DancerLink } from '../../battle/components/dancer-avatar';
import { DancerSignatures } from './dancer-signatures';

export type MemberAction = 'accept' | 'decline' | 'unregister' | 'checkIn' | 'uncheck';

interface Props {
  member: CrewMember;
  busy: boolean;
  /** Check-in and un-check wait out the 5 s throttle. */
  checkInPaused: boolean;
  onAction: (action: MemberAction) => void;
}

/** One dancer in the admin crew modal with the actions their state allows. */
export function AdminMemberRow({ member, busy, checkInPaused, onAction }: Props) {
  const button = (action: MemberAction, paused = false) => (
    <button
      type="button"
      className="cy-button cy-button--small"
      disabled={busy || paused}
      onClick={() => onAction(action)}
      aria-label={`${LABELS.memberActionTitle[action]} ${member.dancerName}`}
    >
      {LABELS.memberActionTitle[action]}
    </button>
  );
  return (
    <li className="bt-entry bt-entry--admin">
      <DancerLink id={member.id} dancerName={member.dancerName} avatar={member.avatar} />
      {member.confirmed ? <CheckInBadge checkedIn={member.checkedIn} /> : <span className="bt-badge">{LABELS.invited}</span>}
      <DancerSignatures dancer={member} />
      <span className="bt-entry__actions">
        {member.confirmed ? (
          <>
            {member.checkedIn ? button('uncheck', checkInPaused) : button('checkIn', checkInPaused)}
            {button('unregister')}
          </>
        ) : (
          <>
            {button('accept')}
            {button('decline')}
          </>
        )}
      </span>
    </li>
  );
}
