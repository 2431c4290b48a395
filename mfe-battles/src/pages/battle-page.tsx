import { useSessionUser } from '@cypher/contracts/react';
import { useRouteBattle } from '../features/battle/api/use-route-battle';
import { BattleProvider } from '../shared/battle-context';
import { BattleDetails } from '../features/battle/components/battle-details';
import { BattleLive } from '../features/battle/components/battle-live';
import { BattleHeading } from '../features/battle/components/battle-heading';
import { EntriesPanel } from '../features/participants/components/entries-panel';
import { CrewsPanel } from '../features/participants/components/crews-panel';
import { useStaffPartsReady } from '../features/participants/staff-parts';
import { CrewRegistration, InvitationsPanel, OwnJoinRequests, useOwnCrewPartsReady } from '../features/crews/own-crew-parts';
import { RegisterCard } from '../features/registration/components/register-card';
import { useWinnersReady, WinnersSection } from '../features/winners/winners-part';
import { LABELS } from '../shared/labels';
import { Loading } from '../shared/loading';
import { useOwnSignaturesReady } from '../shared/own-signatures-part';
import { useWhenIdle } from '../shared/use-when-idle';
import { asksOwnSignatures, seesOwnCrewParts, seesStaffParts, seesWinners } from '../shared/battle-page-viewer';

/**
 * /battle/:id — the Registration tab: heading, details, register card, winners and who takes part.
 * What only some viewers draw (a dancer's documents and crew, staff tools, results) is fetched once the
 * battle says this viewer sees it, and the page shows when it is here, so nothing moves in late.
 */
export function BattlePage() {
  const state = useRouteBattle();
  const idle = useWhenIdle();
  const user = useSessionUser();
  const shown = state.status === 'loaded' ? state.battle : null;
  const ownCrewParts = shown !== null && seesOwnCrewParts(shown, user?.id ?? null);
  const partsReady = [
    useOwnSignaturesReady(shown !== null && asksOwnSignatures(shown, user !== null)),
    useOwnCrewPartsReady(ownCrewParts),
    useStaffPartsReady(shown !== null && seesStaffParts(shown)),
    useWinnersReady(shown !== null && seesWinners(shown)),
  ].every(Boolean);
  if (state.status === 'missing') return null;
  if (state.status === 'loading' || !partsReady) return <Loading label={LABELS.loading} />;
  const { battle } = state;
  return (
    <BattleProvider battle={battle} replace={state.replace} reload={state.reload}>
      <article className="cy-page">
        {/* The live connection opens once the page is idle: the first screen does not need it. Its
            code (1.7 KB raw) rides in the page's chunk, since every viewer runs it within a second:
            as a chunk of its own it weighed 1.0 KB gzip against about 0.65 here. */}
        {idle ? <BattleLive battleId={battle.id} /> : null}
        <BattleHeading battle={battle} />
        <div className="bt-layout">
          <div className="bt-layout__side">
            <RegisterCard crewActions={(enabled) => <CrewRegistration enabled={enabled} />} />
            <BattleDetails battle={battle} />
          </div>
          <div className="bt-layout__main">
            {seesWinners(battle) ? <WinnersSection /> : null}
            {battle.crewSize === 1 ? (
              <EntriesPanel />
            ) : (
              <>
                {ownCrewParts ? (
                  <>
                    <InvitationsPanel />
                    <OwnJoinRequests />
                  </>
                ) : null}
                <CrewsPanel />
              </>
            )}
          </div>
        </div>
      </article>
    </BattleProvider>
  );
}
