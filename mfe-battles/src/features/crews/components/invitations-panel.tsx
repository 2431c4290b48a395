import { routes, type Crew } from '@cypher/contracts';
import { useSessionUser } from '@cypher/contracts/react';
import { BATTLE_PAGE_LABELS } from '../../../shared/battle-page-labels';
import { CREW_LABELS } from '../../../shared/crew-labels';
import { useBattleCall, useBattleContext } from '../../../shared/battle-context';
import { invitationsOf } from '../../../shared/viewer';
import { lineUpOpen } from '../../../shared/line-up';
import { useBusy } from '../use-busy';
import { AnswerButtons } from './answer-buttons';
import { CrewListCard } from './crew-list-card';

/** Crews that invited the signed-in dancer: accept (joins) or decline (leaves), until the line-up is settled. */
export function InvitationsPanel() {
  const { battle } = useBattleContext();
  const userId = useSessionUser()?.id ?? null;
  const call = useBattleCall();
  const [busy, run] = useBusy();
  const invitations = invitationsOf(battle, userId);
  if (invitations.length === 0) return null;

  const answer = (crew: Crew, accept: boolean) =>
    run(() => call(accept ? routes.crews.accept : routes.crews.decline, { params: { battleId: battle.id, crewId: crew.id } }));
  return (
    <CrewListCard
      id="bt-invitations-title"
      title={CREW_LABELS.invitations}
      crews={invitations}
      note={(crew) => BATTLE_PAGE_LABELS.dancersOf(crew.participants.filter((m) => m.confirmed).map((m) => m.dancerName))}
      actions={(crew) => (lineUpOpen(battle) ? <AnswerButtons busy={busy} onAnswer={(accept) => answer(crew, accept)} /> : null)}
    />
  );
}
