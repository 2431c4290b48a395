import type { ReactNode } from 'react';
import type { BattleParticipant } from '@cypher/contracts';
import { LABELS } from '../../../shared/labels';
import { CheckInBadge } from '../../../shared/check-in-badge';
import { DancerLink } from '../../../shared/dancer-avatar';

interface Props {
  dancer: BattleParticipant;
  /** The signed-in dancer's own row is highlighted. */
  own: boolean;
  /** Staff tools for this dancer. */
  actions?: ReactNode;
}

/** A dancer of a 1 vs 1 battle: assigned number once checked in, avatar, name, check-in state. */
export function DancerRow({ dancer, own, actions }: Props) {
  return (
    <li className={own ? 'bt-entry bt-entry--own' : 'bt-entry'}>
      {dancer.randId !== null ? (
        <span className="bt-entry__number" aria-label={LABELS.numberLabel(dancer.randId)}>
          {LABELS.number(dancer.randId)}
        </span>
      ) : null}
      <DancerLink id={dancer.id} dancerName={dancer.dancerName} avatar={dancer.avatar} />
      {own ? <span className="bt-entry__you">{LABELS.you}</span> : null}
      <CheckInBadge checkedIn={dancer.checkedIn} />
      {actions}
    </li>
  );
}
