import type { BattleChip } from '@cypher/contracts';
import { crewSizeLabel } from '@cypher/contracts/rules';
import { AreaLink } from '@cypher/contracts/react';
import { paths } from '../../../shared/paths';
import { LABELS } from '../../../shared/labels';
import { EVENT_LABELS } from '../labels';

function registerLabel(battle: BattleChip): string {
  if (battle.isRegistered) return EVENT_LABELS.registered;
  return battle.isLimitExceeded ? EVENT_LABELS.full : EVENT_LABELS.register;
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
            {battle.title || LABELS.untitled} · {crewSizeLabel(battle.crewSize)}
            {past ? null : <span className="ev-chip-label">{registerLabel(battle)}</span>}
          </AreaLink>
        </li>
      ))}
    </ul>
  );
}
