import { Link, useNavigate } from 'react-router-dom';
import { PRELIMS } from '@cypher/contracts/texts';
import { BattleHeading } from '../features/battle/components/battle-heading';
import { CreateGroupsForm } from '../features/prelims/components/create-groups-form';
import { PrelimsFrame, PrelimsLoading } from '../features/prelims/components/prelims-frame';
import { PRELIMS_LABELS } from '../features/prelims/labels';
import { GROUPING_LABELS } from '../features/prelims/grouping-labels';
import { paths } from '../shared/paths';
import { usePrelimsScreen } from './use-prelims-screen';

/** /battle/:id/prelims/groups — battle editors split the checked-in entries into groups. */
export function PrelimsGroupsPage() {
  const screen = usePrelimsScreen();
  const navigate = useNavigate();
  if (screen.status !== 'loaded') return screen.status === 'missing' ? null : <PrelimsLoading />;
  const { battle, prelims } = screen;
  return (
    <PrelimsFrame prelims={prelims} heading={<BattleHeading battle={battle} tab="prelims" />}>
      <div className="bt-prelims__bar">
        <h2 className="bt-prelims__title">{PRELIMS.createGroups}</h2>
        <Link className="cy-link" to={paths.prelims(battle.id)}>
          {PRELIMS_LABELS.backToPrelims}
        </Link>
      </div>
      {battle.canEdit ? (
        <CreateGroupsForm prelims={prelims} onCreated={() => navigate(paths.prelims(battle.id, 'groups'))} />
      ) : (
        <p className="cy-muted">{GROUPING_LABELS.cannotCreateGroups}</p>
      )}
    </PrelimsFrame>
  );
}
