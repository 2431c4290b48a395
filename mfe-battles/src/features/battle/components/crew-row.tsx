import type { Crew } from '@cypher/contracts';
import { DancerAvatar } from './dancer-avatar';

/** A crew in the read-only list: its name and its confirmed dancers (invitations are not public). */
export function CrewRow({ crew }: { crew: Crew }) {
  const members = crew.participants.filter((member) => member.confirmed);
  return (
    <li className="bt-entry">
      <span className="bt-entry__name">{crew.name}</span>
      <span className="bt-entry__avatars">
        {members.map((member) => (
          <DancerAvatar key={member.id} id={member.id} dancerName={member.dancerName} avatar={member.avatar} />
        ))}
      </span>
    </li>
  );
}
