import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { routes, type Battle, type PrelimsResult } from '@cypher/contracts';
import { usePlatform, useSessionUser } from '@cypher/contracts/react';
import { useBattleLive } from '@cypher/contracts/react/live';
import { useBattle } from '../features/battle/api/use-battle';
import { usePrelims } from '../features/prelims/api/use-prelims';
import { useJudgeControlsReady, usesJudgeControls } from '../features/prelims/judge-controls';
import type { PrelimsViewer } from '../features/prelims/components/prelims-row';
import { battleIdOf } from '../shared/battle-id';

/** What changes the prelims: scores and groups, check-ins (who is in), the battle (status, editors). */
const LIVE_TOPICS = ['prelims', 'checkins', 'battle'] as const;

export type PrelimsScreen =
  { status: 'loading' | 'missing' } | { status: 'loaded'; battle: Battle; prelims: PrelimsResult; viewer: PrelimsViewer };

/**
 * What every prelims page reads: the battle (heading, who may edit) and its preliminaries. A
 * missing battle, a classic one (it has no prelims) or a prelims read that answers nothing is the
 * 404 page (spec §2). Both stay live: another judge's score, a check-in or a group change on any
 * screen re-reads them here without a reload.
 */
export function usePrelimsScreen(): PrelimsScreen {
  const platform = usePlatform();
  const battleId = battleIdOf(useParams().id);
  const battle = useBattle(battleId);
  const prelims = usePrelims(battle.status === 'loaded' && battle.battle.style === 'bracket' ? battleId : null);
  const userId = useSessionUser()?.id ?? null;
  const byId = battleId === null ? null : { params: { id: battleId } };
  const live = byId ? [platform.api.url(routes.battles.get, byId), platform.api.url(routes.prelims.get, byId)] : [];
  useBattleLive(battleId, LIVE_TOPICS, live);
  // A judge's or an editor's screen shows once their controls are here, not with them arriving late.
  const controlsReady = useJudgeControlsReady(
    battle.status === 'loaded' && !!prelims.data && usesJudgeControls(battle.battle, prelims.data),
  );
  const missing =
    battle.status === 'missing' || (battle.status === 'loaded' && battle.battle.style !== 'bracket') || prelims.data === null;

  useEffect(() => {
    if (missing) platform.notFound();
  }, [missing, platform]);

  if (missing) return { status: 'missing' };
  if (battle.status !== 'loaded' || !prelims.data || !controlsReady) return { status: 'loading' };
  return {
    status: 'loaded',
    battle: battle.battle,
    prelims: prelims.data,
    viewer: { userId, isEditor: battle.battle.event.canEdit },
  };
}
