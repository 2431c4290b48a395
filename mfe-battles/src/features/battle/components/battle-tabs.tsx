import { Link } from 'react-router-dom';
import type { BattleStyle } from '@cypher/contracts';
import { BATTLE_HEADING } from '@cypher/contracts/texts';
import { LABELS } from '../../../shared/labels';
import { paths } from '../../../shared/paths';

export type BattleTab = 'registration' | 'prelims' | 'brackets';

/**
 * Registration, Prelims and Brackets for a bracket battle; only Registration for a classic one.
 * Each tab is its own page (link); `current` is the page showing them.
 */
export function BattleTabs({ battleId, style, current }: { battleId: number; style: BattleStyle; current: BattleTab }) {
  const tabs: Array<{ key: BattleTab; label: string; to: string }> = [
    { key: 'registration', label: BATTLE_HEADING.tabs.registration, to: paths.battle(battleId) },
    ...(style === 'bracket'
      ? [
          { key: 'prelims' as const, label: BATTLE_HEADING.tabs.prelims, to: paths.prelims(battleId) },
          { key: 'brackets' as const, label: BATTLE_HEADING.tabs.brackets, to: paths.brackets(battleId) },
        ]
      : []),
  ];
  return (
    <nav aria-label={LABELS.battleNavigation}>
      <ul className="cy-tabs">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link className="cy-tab" to={tab.to} aria-current={tab.key === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
