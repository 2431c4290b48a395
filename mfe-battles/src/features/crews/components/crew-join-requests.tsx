import { routes, type Crew, type CrewMember } from '@cypher/contracts';
import { CREW_LABELS } from '../../../shared/crew-labels';
import { useBattleCall, useBattleContext } from '../../../shared/battle-context';
import { pendingJoinRequests } from '../../../shared/viewer';
import { lineUpOpen } from '../../../shared/line-up';
import { useBusy } from '../use-busy';
import { AnswerButtons } from './answer-buttons';

/**
 * Requests to join the dancer's own crew: a confirmed member accepts or declines each one (the
 * API lets a crew's confirmed members answer requests, not invitations; staff answer both). None
 * once the line-up is settled: the API refuses the answers then.
 */
export function CrewJoinRequests({ crew }: { crew: Crew }) {
  const { battle } = useBattleContext();
  const call = useBattleCall();
  const [busy, run] = useBusy();
  const requests = pendingJoinRequests(crew);
  if (requests.length === 0 || !lineUpOpen(battle)) return null;

  const answer = (member: CrewMember, accept: boolean) => {
    const route = accept ? routes.admin.acceptCrewMember : routes.admin.declineCrewMember;
    return run(() => call(route, { params: { battleId: battle.id, crewId: crew.id, userId: member.id } }));
  };
  return (
    <div className="bt-join-requests" role="group" aria-label={CREW_LABELS.joinRequests}>
      <p className="cy-muted">{CREW_LABELS.joinRequests}</p>
      <ul className="bt-entries">
        {requests.map((member) => (
          <li key={member.id} className="bt-entry">
            <span className="bt-entry__name">{CREW_LABELS.asksToJoin(member.dancerName)}</span>
            <AnswerButtons busy={busy} name={member.dancerName} onAnswer={(accept) => answer(member, accept)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
