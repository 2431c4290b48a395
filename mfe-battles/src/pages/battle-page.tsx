import { lazy, Suspense } from 'react';
import { useRouteBattle } from '../features/battle/api/use-route-battle';
import { BattleProvider } from '../shared/battle-context';
import { BattleDetails } from '../features/battle/components/battle-details';
import { BattleHeading } from '../features/battle/components/battle-heading';
import { EntriesPanel } from '../features/participants/components/entries-panel';
import { CrewRegistration } from '../features/crews/components/crew-registration';
import { CrewsPanel } from '../features/participants/components/crews-panel';
import { InvitationsPanel } from '../features/crews/components/invitations-panel';
import { OwnJoinRequests } from '../features/crews/components/own-join-requests';
import { RegisterCard } from '../features/registration/components/register-card';
import { WinnersSection } from '../features/winners/winners-section';
import { LABELS } from '../shared/labels';
import { Loading } from '../shared/loading';
import { useWhenIdle } from '../shared/use-when-idle';

/** The live-update connection loads once the page is idle: the first screen does not need it. */
const BattleLive = lazy(() => import('../features/battle/components/battle-live'));

/** /battle/:id — the Registration tab: heading, details, register card, winners and who takes part. */
export function BattlePage() {
  const state = useRouteBattle();
  const idle = useWhenIdle();
  if (state.status === 'missing') return null;
  if (state.status === 'loading') return <Loading label={LABELS.loading} />;
  const { battle } = state;
  return (
    <BattleProvider battle={battle} replace={state.replace} reload={state.reload}>
      <article className="cy-page">
        {idle ? (
          <Suspense fallback={null}>
            <BattleLive battleId={battle.id} />
          </Suspense>
        ) : null}
        <BattleHeading battle={battle} />
        <div className="bt-layout">
          <div className="bt-layout__side">
            <RegisterCard crewActions={(enabled) => <CrewRegistration enabled={enabled} />} />
            <BattleDetails battle={battle} />
          </div>
          <div className="bt-layout__main">
            <WinnersSection />
            {battle.crewSize === 1 ? (
              <EntriesPanel />
            ) : (
              <>
                <InvitationsPanel />
                <OwnJoinRequests />
                <CrewsPanel />
              </>
            )}
          </div>
        </div>
      </article>
    </BattleProvider>
  );
}
