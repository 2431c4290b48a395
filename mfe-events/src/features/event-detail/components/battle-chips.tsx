import { crewSizeLabel, type BattleChip } from '@cypher/contracts';
import { AreaLink } from '@cypher/contracts/react';
import { paths } from '../../../paths';
import { words } from '../../../words';

function registerLabel(battle: BattleChip): string {
  if (battle.isRegistered) return words.page.registered;
  return battle.isLimitExceeded ? words.page.full : words.page.register;
}

/**
 * The event's battles; each chip opens the battle (another area, so the host routes it). The
 * register label ('Register', 'Registered', 'Full') is left out once the event is past.
 */
export function BattleChips({ battles, past }: { battles: BattleChip[]; past: boolean }) {
  return (
    <ul className="cy-chips">
      {battles.map((battle) => (
        <li key={battle.id}>
          <AreaLink to={paths.battle(battle.id)} className="cy-chip">
            {battle.title || words.untitled} · {crewSizeLabel(battle.crewSize)}
            {past ? null : <span className="ev-chip-label">{registerLabel(battle)}</span>}
          </AreaLink>
        </li>
      ))}
    </ul>
  );
}
