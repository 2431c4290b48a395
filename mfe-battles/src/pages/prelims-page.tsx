import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PRELIMS } from '@cypher/contracts/texts';
import { BattleHeading } from '../features/battle/components/battle-heading';
import { GroupsAccordion } from '../features/prelims/components/groups-accordion';
import { PrelimsFrame, PrelimsLoading } from '../features/prelims/components/prelims-frame';
import { ScoringPanel } from '../features/prelims/components/scoring-panel';
import { ViewModeToggle } from '../features/prelims/components/view-mode-toggle';
import { LoneGroupRemoval, PrelimsButtons } from '../features/prelims/judge-controls';
import { PRELIMS_LABELS } from '../features/prelims/labels';
import { prelimsFinished } from '../features/prelims/row-look';
import { prelimsViewMode } from '../features/prelims/view-mode';
import { paths } from '../shared/paths';
import { usePrelimsScreen } from './use-prelims-screen';

/**
 * /battle/:id/prelims (?prelimsViewMode=groups|list) — the groups accordion or the scoring list,
 * with 'Create groups' (battle editors) and 'Edit groups' (event editors, groups view).
 */
export function PrelimsPage() {
  const screen = usePrelimsScreen();
  const [search] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const loaded = screen.status === 'loaded' ? screen : null;

  if (!loaded) return screen.status === 'missing' ? null : <PrelimsLoading />;
  const { battle, prelims, viewer } = loaded;
  // One group left is no grouping (spec §4): battle editors' pages remove it, everyone sees the list.
  const lone = prelims.groups.length === 1 && battle.canEdit && !prelimsFinished(prelims.status);
  const mode = prelimsViewMode(search.get('prelimsViewMode'), prelims.groups.length);
  // Groups are for judging the prelims; once the bracket is drawn they stay as they were.
  const groupsOpen = !prelimsFinished(prelims.status);

  return (
    <PrelimsFrame prelims={prelims} heading={<BattleHeading battle={battle} tab="prelims" />}>
      {lone ? <LoneGroupRemoval prelims={prelims} /> : null}
      <div className="bt-prelims__bar">
        <h2 className="bt-prelims__title">{PRELIMS_LABELS.title}</h2>
        {prelims.groups.length > 1 ? <ViewModeToggle prelims={prelims} mode={mode} /> : null}
        <div className="bt-prelims__tools">
          {battle.canEdit && groupsOpen ? (
            <Link className="cy-button cy-button--ghost" to={paths.prelimsGroups(battle.id)}>
              {PRELIMS.createGroups}
            </Link>
          ) : null}
          {battle.event.canEdit && groupsOpen && mode === 'groups' ? (
            <button
              type="button"
              className="cy-button cy-button--ghost"
              aria-pressed={editing}
              onClick={() => setEditing(!editing)}
            >
              {PRELIMS.editGroups}
            </button>
          ) : null}
        </div>
      </div>
      {mode === 'groups' ? (
        <>
          <GroupsAccordion prelims={prelims} editing={editing} />
          <PrelimsButtons prelims={prelims} />
        </>
      ) : (
        <ScoringPanel prelims={prelims} viewer={viewer} />
      )}
    </PrelimsFrame>
  );
}
