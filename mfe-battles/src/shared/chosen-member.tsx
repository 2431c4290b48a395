import { CREW_LABELS } from './crew-labels';
import { CheckInBadge } from './check-in-badge';
import { AvatarImage } from './dancer-avatar';
import type { FormMember } from './crew-form-modal';

interface Props {
  member: FormMember;
  removable: boolean;
  onRemove: () => void;
}

/** A dancer chosen for the crew: avatar, name, check-in badge, invitation state and Remove. */
export function ChosenMember({ member, removable, onRemove }: Props) {
  return (
    <li className="bt-entry">
      <AvatarImage dancerName={member.dancerName} avatar={member.avatar} />
      <span className="bt-entry__name">{member.dancerName}</span>
      {member.confirmed === false ? <span className="bt-badge">{CREW_LABELS.invited}</span> : null}
      {member.checkedIn !== undefined ? <CheckInBadge checkedIn={member.checkedIn} /> : null}
      {removable ? (
        <button
          type="button"
          className="cy-button cy-button--ghost cy-button--small bt-entry__end"
          onClick={onRemove}
          aria-label={CREW_LABELS.removeDancer(member.dancerName)}
        >
          {CREW_LABELS.remove}
        </button>
      ) : null}
    </li>
  );
}
