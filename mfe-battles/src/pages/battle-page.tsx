import { useRouteBattle } from '../features/battle/api/use-route-battle';
import { BattleProvider } from '../features/battle/battle-context';
import { BattleDetails } from '../features/battle/components/battle-details';
import { BattleHeading } from '../features/battle/components/battle-heading';
import { EntriesPanel } from '../features/battle/components/entries-panel';
import { CrewRegistration } from '../features/crews/components/crew-registration';
import { CrewsPanel } from '../features/crews/components/crews-panel';
import { InvitationsPanel } from '../features/crews/components/invitations-panel';
import { OwnJoinRequests } from '../features/crews/components/own-join-requests';
import { RegisterCard } from '../features/registration/components/register-card';
import { WinnersSection } from '../features/winners/winners-section';
import { LABELS } from '../labels';
import { Loading } from '../shared/loading';

/** /battle/:id — the Registration tab: heading, details, register card, winners and who takes part. */
export function BattlePage() {
  const state = useRouteBattle();
  if (state.status === 'missing') return null;
  if (state.status === 'loading') return <Loading label={LABELS.loading} />;
  const { battle } = state;
  return (
    <BattleProvider battle={battle} replace={state.replace} reload={state.reload}>
      <article className="cy-page">
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
