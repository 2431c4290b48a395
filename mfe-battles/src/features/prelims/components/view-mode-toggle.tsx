import { Link } from 'react-router-dom';
import type { PrelimsResult } from '@cypher/contracts';
import { PRELIMS } from '@cypher/contracts/texts';
import { paths } from '../../../shared/paths';
import { PRELIMS_LABELS } from '../labels';
import type { PrelimsViewMode } from '../view-mode';

/** Groups | List as links (?prelimsViewMode=), each with its count: groups, and dancers or crews. */
export function ViewModeToggle({ prelims, mode }: { prelims: PrelimsResult; mode: PrelimsViewMode }) {
  const noun = prelims.kind === 'solo' ? PRELIMS.participants : PRELIMS.crews;
  const options = [
    { mode: 'groups' as const, label: PRELIMS.groups, count: String(prelims.groups.length) },
    { mode: 'list' as const, label: PRELIMS.list, count: PRELIMS_LABELS.count(prelims.entries.length, noun) },
  ];
  return (
    <nav className="cy-toggle bt-view-toggle" aria-label={PRELIMS_LABELS.viewMode}>
      {options.map((option) => (
        <Link
          key={option.mode}
          className="cy-toggle__button bt-view-toggle__option"
          to={paths.prelims(prelims.battleId, option.mode)}
          aria-current={option.mode === mode ? 'page' : undefined}
        >
          {option.label} <span className="bt-view-toggle__count">({option.count})</span>
        </Link>
      ))}
    </nav>
  );
}
