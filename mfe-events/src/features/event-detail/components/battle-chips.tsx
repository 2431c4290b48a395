import { UNLIMITED, type BattleChip } from '@cypher/contracts';
import { AreaLink } from '@cypher/contracts/react';
import { paths } from '../../../paths';
import { words } from '../../../words';

function category(crewSize: number): string {
  return crewSize >= UNLIMITED ? words.unlimited : `${crewSize} vs ${crewSize}`;
}

/** The event's battles; each chip opens the battle (another area, so the host routes it). */
export function BattleChips({ battles }: { battles: BattleChip[] }) {
  return (
    <ul className="cy-chips">
      {battles.map((battle) => (
        <li key={battle.id}>
          <AreaLink to={paths.battle(battle.id)} className="cy-chip">
            {battle.title || words.untitled} · {category(battle.crewSize)}
          </AreaLink>
        </li>
      ))}
    </ul>
  );
}
