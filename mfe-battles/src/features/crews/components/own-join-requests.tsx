import { routes, type Crew } from '@cypher/contracts';
import { useSessionUser } from '@cypher/contracts/react';
import { CREW_LABELS } from '../../../shared/crew-labels';
import { useBattleCall, useBattleContext } from '../../../shared/battle-context';
import { joinRequestsOf } from '../../../shared/viewer';
import { lineUpOpen } from '../../../shared/line-up';
import { useBusy } from '../use-busy';
import { CrewListCard } from './crew-list-card';

/**
 * The crews the signed-in dancer asked to join ('Join existing crew'). Unlike an invitation, the
 * dancer cannot accept it: the crew or the event staff do; the dancer may only withdraw it (until
 * the line-up is settled, when nobody joins or leaves any more).
 */
export function OwnJoinRequests() {
  const { battle } = useBattleContext();
  const userId = useSessionUser()?.id ?? null;
  const call = useBattleCall();
  const [busy, run] = useBusy();
  const requests = joinRequestsOf(battle, userId);
  if (requests.length === 0) return null;

  const withdraw = (crew: Crew) => run(() => call(routes.crews.decline, { params: { battleId: battle.id, crewId: crew.id } }));
  return (
    <CrewListCard
      id="bt-join-requests-title"
      title={CREW_LABELS.yourJoinRequests}
      crews={requests}
      note={() => CREW_LABELS.waitingForCrew}
      actions={(crew) =>
        lineUpOpen(battle) ? (
          <span className="bt-entry__actions">
            <button
              type="button"
              className="cy-button cy-button--ghost cy-button--small"
              disabled={busy}
              aria-label={CREW_LABELS.withdrawRequestFrom(crew.name)}
              onClick={() => withdraw(crew)}
            >
              {CREW_LABELS.withdrawRequest}
            </button>
          </span>
        ) : null
      }
    />
  );
}
