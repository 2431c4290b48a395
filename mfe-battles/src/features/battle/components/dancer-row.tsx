import type { BattleParticipant } from '@cypher/contracts';
import { AreaLink } from '@cypher/contracts/react';
import { paths } from '../../../paths';
import { DancerAvatar } from './dancer-avatar';

/** A dancer of a 1 vs 1 battle in the read-only list: avatar and name, both opening the profile. */
export function DancerRow({ dancer }: { dancer: BattleParticipant }) {
  return (
    <li className="bt-entry">
      <DancerAvatar id={dancer.id} dancerName={dancer.dancerName} avatar={dancer.avatar} />
      <AreaLink className="bt-entry__name cy-link" to={paths.profile(dancer.id)}>
        {dancer.dancerName}
      </AreaLink>
    </li>
  );
}
