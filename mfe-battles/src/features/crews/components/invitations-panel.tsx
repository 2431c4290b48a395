import { useState } from 'react';
import { routes, type Crew } from '@cypher/contracts';
import { useSessionUser } from '@cypher/contracts/react';
import { LABELS } from '../../../labels';
import { useBattleCall, useBattleContext } from '../../battle/battle-context';
import { invitationsOf } from '../../battle/viewer';

/** Crews the signed-in dancer is in but has not confirmed: accept (joins) or decline (leaves). */
export function InvitationsPanel() {
  const { battle } = useBattleContext();
  const userId = useSessionUser()?.id ?? null;
  const call = useBattleCall();
  const [busy, setBusy] = useState(false);
  const invitations = invitationsOf(battle, userId);
  if (invitations.length === 0) return null;

  const answer = async (crew: Crew, accept: boolean) => {
    setBusy(true);
    await call(accept ? routes.crews.accept : routes.crews.decline, { params: { battleId: battle.id, crewId: crew.id } });
    setBusy(false);
  };
  return (
    <section className="cy-card bt-panel" aria-labelledby="bt-invitations-title">
      <h2 id="bt-invitations-title" className="cy-heading">
        {LABELS.invitations}
      </h2>
      <ul className="bt-entries">
        {invitations.map((crew) => (
          <li key={crew.id} className="bt-entry">
            <span className="bt-entry__name">{crew.name}</span>
            <span className="cy-muted">
              {LABELS.dancersOf(crew.participants.filter((m) => m.confirmed).map((m) => m.dancerName))}
            </span>
            <span className="bt-entry__actions">
              <button
                type="button"
                className="cy-button cy-button--accent cy-button--small"
                disabled={busy}
                onClick={() => answer(crew, true)}
              >
                {LABELS.accept}
              </button>
              <button
                type="button"
                className="cy-button cy-button--ghost cy-button--small"
                disabled={busy}
                onClick={() => answer(crew, false)}
              >
                {LABELS.decline}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
