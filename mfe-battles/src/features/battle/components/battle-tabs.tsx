import { Link } from 'react-router-dom';
import { BATTLES, type BattleStyle } from '@cypher/contracts';
import { LABELS } from '../../../labels';
import { paths } from '../../../paths';

/**
 * Registration, Prelims and Brackets for a bracket battle; only Registration for a classic one.
 * Each tab is its own page (link); this page is Registration.
 */
export function BattleTabs({ battleId, style }: { battleId: number; style: BattleStyle }) {
  const tabs = [
    { key: 'registration', label: BATTLES.tabs.registration, to: paths.battle(battleId) },
    ...(style === 'bracket'
      ? [
          { key: 'prelims', label: BATTLES.tabs.prelims, to: paths.prelims(battleId) },
          { key: 'brackets', label: BATTLES.tabs.brackets, to: paths.brackets(battleId) },
        ]
      : []),
  ];
  return (
    <nav aria-label={LABELS.battleNavigation}>
      <ul className="cy-tabs">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link className="cy-tab" to={tab.to} aria-current={tab.key === 'registration' ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
