import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePlatform } from '@cypher/contracts/react';
import { BattleHeading } from '../features/battle/components/battle-heading';
import { PrelimsFrame, PrelimsLoading } from '../features/prelims/components/prelims-frame';
import { ScoringPanel } from '../features/prelims/components/scoring-panel';
import { RowMenu } from '../features/prelims/judge-controls';
import { PRELIMS_LABELS } from '../features/prelims/labels';
import { paths } from '../shared/paths';
import { battleIdOf } from '../shared/battle-id';
import { usePrelimsScreen } from './use-prelims-screen';

/**
 * /battle/:id/prelims/group/:groupId — one group's scoring list, without 'Add to bracket'; event
 * editors get a menu per row to move it to another group. An unknown group is the 404 page.
 */
export function PrelimsGroupPage() {
  const screen = usePrelimsScreen();
  const platform = usePlatform();
  const groupId = battleIdOf(useParams().groupId);
  const group = screen.status === 'loaded' ? screen.prelims.groups.find((candidate) => candidate.id === groupId) : undefined;
  const unknownGroup = screen.status === 'loaded' && group === undefined;

  useEffect(() => {
    if (unknownGroup) platform.notFound();
  }, [unknownGroup, platform]);

  if (screen.status !== 'loaded') return screen.status === 'missing' ? null : <PrelimsLoading />;
  if (!group) return null;
  const { battle, prelims, viewer } = screen;
  return (
    <PrelimsFrame prelims={prelims} heading={<BattleHeading battle={battle} tab="prelims" />}>
      <div className="bt-prelims__bar">
        <h2 className="bt-prelims__title">{group.name}</h2>
        <Link className="cy-link" to={paths.prelims(battle.id, 'groups')}>
          {PRELIMS_LABELS.backToPrelims}
        </Link>
      </div>
      <ScoringPanel
        prelims={prelims}
        viewer={viewer}
        groupId={group.id}
        rowMenu={
          battle.event.canEdit
            ? (entry) => <RowMenu entry={entry} from={group.id} groups={prelims.groups} battleId={prelims.battleId} />
            : undefined
        }
      />
    </PrelimsFrame>
  );
}
