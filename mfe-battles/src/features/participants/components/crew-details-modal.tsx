import type { Crew } from '@cypher/contracts';
import { CREW_LABELS } from '../../../shared/crew-labels';
import { LABELS } from '../../../shared/labels';
import { Modal } from '../../../shared/modal';
import { CheckInBadge } from '../../../shared/check-in-badge';
import { DancerLink } from '../../../shared/dancer-avatar';

/** A crew as anyone but staff sees it: its number, its dancers and whether each has checked in. */
export default function CrewDetailsModal({ crew, onClose }: { crew: Crew; onClose: () => void }) {
  const members = crew.participants.filter((member) => member.confirmed);
  return (
    <Modal title={crew.name} onClose={onClose}>
      {crew.randId !== null ? <p className="bt-entry__number">{LABELS.number(crew.randId)}</p> : null}
      {crew.inWaitlist ? <p className="cy-muted">{CREW_LABELS.crewOnWaitlist}</p> : null}
      <ul className="bt-entries">
        {members.map((member) => (
          <li key={member.id} className="bt-entry">
            <DancerLink id={member.id} dancerName={member.dancerName} avatar={member.avatar} />
            <CheckInBadge checkedIn={member.checkedIn} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
