import { Link } from 'react-router-dom';
import { BATTLE_HEADING } from '@cypher/contracts/texts';
import { LABELS } from '../../../shared/labels';
import { JUDGING_LABELS } from '../../../shared/judging-labels';
import { paths } from '../../../shared/paths';

/** Battle › Brackets › this sparring's level. */
export function SparringBreadcrumb({
  battleId,
  battleTitle,
  level,
}: {
  battleId: number;
  battleTitle: string | null;
  level: string;
}) {
  return (
    <nav aria-label={JUDGING_LABELS.sparring.breadcrumb} className="bt-breadcrumb">
      <ol>
        <li>
          <Link className="cy-link" to={paths.battle(battleId)}>
            {battleTitle ?? LABELS.battleNavigation}
          </Link>
        </li>
        <li>
          <Link className="cy-link" to={paths.brackets(battleId)}>
            {BATTLE_HEADING.tabs.brackets}
          </Link>
        </li>
        <li aria-current="page">{level}</li>
      </ol>
    </nav>
  );
}
