import type { Crew } from '@cypher/contracts';
import { BATTLE_PAGE_LABELS } from '../../../shared/battle-page-labels';
import { LABELS } from '../../../shared/labels';
import { AvatarImage } from '../../../shared/dancer-avatar';

interface Props {
  crew: Crew;
  /** The signed-in dancer's own confirmed crew is highlighted. */
  own: boolean;
  onOpen: (crew: Crew) => void;
}

/**
 * A crew in the crews list: its number once checked in, name and confirmed dancers. The whole row
 * is one button that opens the crew (edit modal for staff, details for everyone else).
 */
export function CrewEntry({ crew, own, onOpen }: Props) {
  const members = crew.participants.filter((member) => member.confirmed);
  return (
    <li className={own ? 'bt-entry bt-entry--own' : 'bt-entry'}>
      <button type="button" className="bt-entry__open" onClick={() => onOpen(crew)}>
        {crew.randId !== null ? (
          <span className="bt-entry__number" aria-label={LABELS.numberLabel(crew.randId)}>
            {LABELS.number(crew.randId)}
          </span>
        ) : null}
        <span className="bt-entry__name">{crew.name}</span>
        {own ? <span className="bt-entry__you">{LABELS.yourCrew}</span> : null}
        <span className="bt-entry__avatars" aria-label={BATTLE_PAGE_LABELS.dancersOf(members.map((m) => m.dancerName))}>
          {members.map((member) => (
            <AvatarImage key={member.id} dancerName={member.dancerName} avatar={member.avatar} />
          ))}
        </span>
      </button>
    </li>
  );
}
